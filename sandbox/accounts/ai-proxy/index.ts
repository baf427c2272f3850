/** The AI proxy: image generation and provider status (spec §7), plus its test controls. */
import type { ServiceModule } from '../core/module.ts'
import { registerControls } from './controls.ts'
import { aiImagesSchema, registerGenerateApi } from './generate-api.ts'
import { createAiState } from './state.ts'
import { registerStatusApi } from './status-api.ts'

export const aiProxy: ServiceModule = {
  name: 'ai-proxy',
  schema: aiImagesSchema,
  register: (router, context) => {
    const state = createAiState()
    registerGenerateApi(router, context, state)
    registerStatusApi(router, context, state)
    registerControls(router, state)
  },
}
