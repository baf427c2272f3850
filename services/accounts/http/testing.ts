/**
 * Test support for service clients: the real core over a scripted `fetch`, so tests see exactly what
 * goes over the wire (URL, headers, body) and answer with any status, body or network failure.
 */
import { type Context, Effect, Layer } from 'effect'
import { FetchHttpClient } from 'effect/http'
import { AccountsHttp, makeAccountsHttp } from './client.ts'
import { AccountsConfig, type AccountsSettings, accountsSettingsFromEnv } from './config.ts'

export interface SeenRequest {
  readonly method: string
  readonly url: URL
  readonly headers: Headers
  readonly body: string | undefined
}

export type FakeFetch = (
  request: SeenRequest,
  signal: AbortSignal | undefined,
) => Response | Promise<Response>

const sandboxDefaults = accountsSettingsFromEnv({})
export const testSettings: AccountsSettings = {
  ...sandboxDefaults,
  baseUrls: { ...sandboxDefaults.baseUrls, identity: 'https://id.test', ecom: 'https://ecom.test' },
  appId: 'app',
  appSecret: 'secret',
}

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

/** The core over `answer`; every request is appended to `seen`. */
export function scriptedAccountsHttp(answer: FakeFetch, settings: AccountsSettings = testSettings) {
  const seen: SeenRequest[] = []
  const scripted = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const body = request.body ? await request.text() : undefined
    const entry = { method: request.method, url: new URL(request.url), headers: request.headers, body }
    seen.push(entry)
    return answer(entry, init?.signal ?? undefined)
  }) as typeof fetch
  const layer = Layer.effect(AccountsHttp, makeAccountsHttp).pipe(
    Layer.provide(FetchHttpClient.layer),
    Layer.provide(Layer.succeed(FetchHttpClient.Fetch, scripted)),
    Layer.provide(Layer.succeed(AccountsConfig, settings)),
  )
  return { layer, seen }
}

/** Runs an effect needing AccountsHttp over `layer` and returns its Exit. */
export const runExit = <A, E>(effect: Effect.Effect<A, E, AccountsHttp>, layer: Layer.Layer<AccountsHttp>) =>
  Effect.runPromiseExit(Effect.provide(effect, layer))

/**
 * A service's live implementation over the scripted core: `run(f)` hands `f` the service and returns
 * the Exit; `seen` holds every request. One helper for every service's call tests.
 */
export function scriptedService<I, S>(
  tag: Context.Service<I, S>,
  make: Effect.Effect<S, never, AccountsHttp | AccountsConfig>,
  answer: Response | ((request: SeenRequest) => Response),
) {
  const { layer, seen } = scriptedAccountsHttp((request) =>
    typeof answer === 'function' ? answer(request) : answer.clone(),
  )
  const full = Layer.effect(tag, make).pipe(
    Layer.provide(Layer.merge(layer, Layer.succeed(AccountsConfig, testSettings))),
  )
  const run = <A, E>(f: (service: S) => Effect.Effect<A, E>) =>
    Effect.runPromiseExit(tag.use(f).pipe(Effect.provide(full)))
  return { run, seen }
}
