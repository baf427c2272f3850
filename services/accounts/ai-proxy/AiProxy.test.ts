import { Cause, Duration, Effect, Exit, Fiber, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import { AccountsHttp, defaultTimeout } from '../http/client.ts'
import { AccountsConfig } from '../http/config.ts'
import { asCustomer } from '../http/customer.ts'
import { jsonResponse, scriptedAccountsHttp, scriptedService, testSettings } from '../http/testing.ts'
import { AiProxy, generationTimeout, makeAiProxy } from './AiProxy.ts'

const me = { accessToken: 'at-0', userId: 0 }
const over = (answer: Response | (() => Response)) => scriptedService(AiProxy, makeAiProxy, answer)
const input = {
  prompt: 'a red fox',
  provider: 'openai',
  resolution: '512x512',
  responseFormat: 'b64_json',
} as const
const failureOf = (exit: Exit.Exit<unknown, unknown>) => {
  const error = Exit.isFailure(exit) ? Cause.findErrorOption(exit.cause) : undefined
  return error?._tag === 'Some'
    ? (error.value as { _tag: string; status?: number; code?: number })
    : undefined
}

describe('AI proxy calls (spec §7)', () => {
  it('asks for a provider status and decodes eligibility with its reason', async () => {
    const status = {
      created: 1,
      provider: 'openai',
      eligibility: { generate_images: false, reason: 'no_license' },
    }
    const { run, seen } = over(jsonResponse(200, status))
    const exit = await run((ai) => ai.getProviderStatus('openai').pipe(asCustomer(me)))
    expect(exit).toMatchObject({ _tag: 'Success', value: { eligibility: { reason: 'no_license' } } })
    expect(
      seen.map(
        (s) =>
          `${s.method} ${s.url.pathname.replace(/^\/ai-proxy\//, '/')} ${s.headers.get('authorization')}`,
      ),
    ).toEqual(['GET /api/v1/provider/openai/status Bearer at-0'])
  })

  it('generates an image with every field in the JSON body', async () => {
    const { run, seen } = over(jsonResponse(200, { created: 2, b64_image: 'iVBORw0KGgo=' }))
    const exit = await run((ai) => ai.generateImage(input).pipe(asCustomer(me)))
    expect(exit).toMatchObject({ _tag: 'Success', value: { b64_image: 'iVBORw0KGgo=' } })
    expect([
      seen[0]?.method,
      seen[0]?.url.pathname.replace(/^\/ai-proxy\//, '/'),
      JSON.parse(seen[0]?.body ?? '{}'),
    ]).toEqual([
      'POST',
      '/api/v1/images/generate',
      { prompt: 'a red fox', provider: 'openai', resolution: '512x512', response_format: 'b64_json' },
    ])
  })

  it.each([
    [400, { error: 'HTML tags are not allowed', code: 5023 }, 'ApiError', 5023],
    [403, { error: 'Not eligible', code: 2000 }, 'AccessDenied', 2000],
    [503, { message: '503 Service Unavailable' }, 'ServiceUnavailable', undefined],
  ])('turns a %i refusal into a typed failure', async (status, body, tag, code) => {
    const { run } = over(jsonResponse(status, body))
    const failure = failureOf(await run((ai) => ai.generateImage(input).pipe(asCustomer(me))))
    expect(failure).toMatchObject({ _tag: tag, status })
    expect(failure?.code).toBe(code)
  })

  it('aborts the upstream request when the generation is interrupted', async () => {
    let signal: AbortSignal | undefined
    const { layer } = scriptedAccountsHttp((_request, s) => {
      signal = s
      return new Promise<Response>(() => {})
    })
    const full = Layer.effect(AiProxy, makeAiProxy).pipe(
      Layer.provide(Layer.merge(layer, Layer.succeed(AccountsConfig, testSettings))),
    )
    const program = Effect.gen(function* () {
      const fiber = yield* Effect.forkChild(AiProxy.use((ai) => ai.generateImage(input).pipe(asCustomer(me))))
      yield* Effect.sleep('20 millis')
      yield* Fiber.interrupt(fiber)
    })
    await Effect.runPromise(program.pipe(Effect.provide(full)))
    expect(signal?.aborted).toBe(true)
  })

  it('gives generation its own long time-out and leaves the status call on the default', async () => {
    const timeouts: Record<string, unknown> = {}
    const http = Layer.succeed(
      AccountsHttp,
      AccountsHttp.of({
        json: (call) => {
          timeouts[call.name] = call.timeout
          return Effect.die('not sent')
        },
        empty: () => Effect.die('not sent'),
        binary: () => Effect.die('not sent'),
      }),
    )
    const layer = Layer.effect(AiProxy, makeAiProxy).pipe(Layer.provide(http))
    await Effect.runPromiseExit(
      AiProxy.use((ai) => ai.generateImage(input).pipe(asCustomer(me))).pipe(Effect.provide(layer)),
    )
    await Effect.runPromiseExit(
      AiProxy.use((ai) => ai.getProviderStatus('openai').pipe(asCustomer(me))).pipe(Effect.provide(layer)),
    )
    expect(timeouts).toEqual({
      'ai-proxy.generateImage': generationTimeout,
      'ai-proxy.getProviderStatus': undefined,
    })
    expect(Duration.toMillis(generationTimeout)).toBeGreaterThan(Duration.toMillis(defaultTimeout))
  })
})
