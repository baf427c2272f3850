/**
 * The AI proxy (spec §7, "AI proxy"): a provider's status for the customer, and image generation.
 * Generation is slow, so it has its own time-out (decision 121) instead of the 10 s default; when the
 * effect is interrupted (the customer left) the core aborts the upstream request.
 */
import { Context, Duration, Effect, Layer } from 'effect'
import { GeneratedImage, type ImageProvider, ProviderStatus } from '../../../models/accounts/ai.ts'
import type { Resolution } from '../../../models/accounts/aiRules.ts'
import { AccountsHttp } from '../http/client.ts'
import { type CustomerResult, serviceCalls } from '../http/customer.ts'

/** Decision 121: providers take tens of seconds for a large image; past two minutes nobody is waiting. */
export const generationTimeout = Duration.seconds(120)

export interface GenerateInput {
  readonly prompt: string
  readonly provider: ImageProvider
  readonly resolution: Resolution
  readonly responseFormat: 'b64_json' | 'url'
}

export interface AiProxyShape {
  readonly getProviderStatus: (provider: ImageProvider) => CustomerResult<ProviderStatus>
  readonly generateImage: (input: GenerateInput) => CustomerResult<GeneratedImage>
}

export class AiProxy extends Context.Service<AiProxy, AiProxyShape>()('services/accounts/ai-proxy/AiProxy') {}

export const makeAiProxy = Effect.gen(function* () {
  const { customer } = serviceCalls(yield* AccountsHttp, 'ai-proxy')
  return AiProxy.of({
    getProviderStatus: (provider) =>
      customer.json(
        'getProviderStatus',
        { method: 'GET', path: `/api/v1/provider/${encodeURIComponent(provider)}/status` },
        ProviderStatus,
      ),
    generateImage: (input) =>
      customer.json(
        'generateImage',
        {
          method: 'POST',
          path: '/api/v1/images/generate',
          params: {
            prompt: input.prompt,
            provider: input.provider,
            resolution: input.resolution,
            response_format: input.responseFormat,
          },
          timeout: generationTimeout,
        },
        GeneratedImage,
      ),
  })
})

export const AiProxyLive = Layer.effect(AiProxy, makeAiProxy)
