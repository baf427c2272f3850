/** `GET /api/v1/provider/{provider}/status` (spec §7): whether this customer may generate, and why not. */
import { json } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { eligibility } from './eligibility.ts'
import { type AiState, parseProvider } from './state.ts'

export function registerStatusApi(router: Router, context: CoreContext, state: AiState): void {
  router.add('ai-proxy', {
    method: 'GET',
    path: '/api/v1/provider/:provider/status',
    auth: 'bearer',
    handler: ({ params, userId }) => {
      const provider = parseProvider(params.provider!)
      return json(200, {
        created: context.nowSeconds(),
        provider,
        eligibility: eligibility(context.db, userId!, state.isAvailable(provider)),
      })
    },
  })
}
