/**
 * Test support for service clients: the real core over a scripted `fetch`, so tests see exactly what
 * goes over the wire (URL, headers, body) and answer with any status, body or network failure.
 */
import { Effect, Layer } from 'effect'
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
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const body = request.body ? await request.text() : undefined
    const entry = { method: request.method, url: new URL(request.url), headers: request.headers, body }
    seen.push(entry)
    return answer(entry, init?.signal ?? undefined)
  }) as typeof globalThis.fetch
  const layer = Layer.effect(AccountsHttp, makeAccountsHttp).pipe(
    Layer.provide(FetchHttpClient.layer),
    Layer.provide(Layer.succeed(FetchHttpClient.Fetch, fetch)),
    Layer.provide(Layer.succeed(AccountsConfig, settings)),
  )
  return { layer, seen }
}

/** Runs an effect needing AccountsHttp over `layer` and returns its Exit. */
export const runExit = <A, E>(effect: Effect.Effect<A, E, AccountsHttp>, layer: Layer.Layer<AccountsHttp>) =>
  Effect.runPromiseExit(Effect.provide(effect, layer))
