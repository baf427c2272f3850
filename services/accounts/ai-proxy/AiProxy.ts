/**
 * The AI proxy (spec §7, "AI proxy"): a provider's status for the customer, and image generation.
 * Generation is slow, so it has its own time-out (decision 121) instead of the 10 s default; when the
 * effect is interrupted (the customer left) the core aborts the upstream request.
 */
import { Context, Duration, Effect, Layer } from 'effect'
import {
  GeneratedImage,
  type ImageProvider,
  ProviderStatus,
  type Resolution,
} from '../../../models/accounts/ai.ts'
import { AccountsHttp } from '../http/client.ts'
import type { AccountsError } from '../http/errors.ts'
import type { Credentials } from '../http/request.ts'

/** Decision 121: providers take tens of seconds for a large image; past two minutes nobody is waiting. */
export const generationTimeout = Duration.seconds(120)

export interface GenerateInput {
  readonly prompt: string
  readonly provider: ImageProvider
  readonly resolution: Resolution
  readonly responseFormat: 'b64_json' | 'url'
}

export interface AiProxyShape {
  readonly getProviderStatus: (
    credentials: Credentials,
    provider: ImageProvider,
  ) => Effect.Effect<ProviderStatus, AccountsError>
  readonly generateImage: (
    credentials: Credentials,
    input: GenerateInput,
  ) => Effect.Effect<GeneratedImage, AccountsError>
}

export class AiProxy extends Context.Service<AiProxy, AiProxyShape>()('services/accounts/ai-proxy/AiProxy') {}

export const makeAiProxy = Effect.gen(function* () {
  const http = yield* AccountsHttp
  const bearer = (credentials: Credentials, name: string) => ({
    name: `ai-proxy.${name}`,
    service: 'ai-proxy' as const,
    auth: 'bearer' as const,
    credentials,
  })
  return AiProxy.of({
    getProviderStatus: (credentials, provider) =>
      http.json(
        {
          ...bearer(credentials, 'getProviderStatus'),
          method: 'GET',
          path: `/api/v1/provider/${encodeURIComponent(provider)}/status`,
        },
        ProviderStatus,
      ),
    generateImage: (credentials, input) =>
      http.json(
        {
          ...bearer(credentials, 'generateImage'),
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
