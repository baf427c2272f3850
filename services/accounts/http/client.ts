/**
 * The HTTP core every account-service client stands on: one `AccountsHttp` service that sends a call
 * (base URL per service, auth kind, CDN header, `{me}`, time-out) and turns every outcome into either
 * a decoded value or one tagged error of the catalogue (errors.ts).
 */
import { Context, Duration, Effect, Layer, Schema } from 'effect'
import { FetchHttpClient, HttpClient, HttpClientRequest, type HttpClientResponse } from 'effect/http'
import { upstreamCall, upstreamService } from '../../telemetry/attributes.ts'
import { AccountsConfig, type ServiceName } from './config.ts'
import { type AccountsError, DecodeError, errorFromAnswer, NetworkError, RequestTimeout } from './errors.ts'
import {
  type AuthKind,
  authorization,
  type Credentials,
  cdnAuth,
  dropEmpty,
  type Method,
  queryString,
  resolveMe,
} from './request.ts'

export const cdnAuthHeader = 'x-serato-cdn-auth'
/** Spec §9: SDK request time-out. Image generation and other slow calls pass their own. */
export const defaultTimeout = Duration.seconds(10)

export interface Call {
  /** Service and method name, e.g. `identity.getMe`: the span name and the log label. */
  readonly name: string
  readonly service: ServiceName
  readonly method: Method
  /** Path on the service; may start with `{me}`. */
  readonly path: string
  readonly auth: AuthKind
  /** Query string for GET and DELETE, JSON body otherwise; empty fields are dropped either way. */
  readonly params?: Readonly<Record<string, unknown>>
  readonly timeout?: Duration.Input
  /** The session for bearer calls and `{me}`. */
  readonly credentials?: Credentials
}

export interface Binary {
  readonly bytes: Uint8Array
  readonly contentType: string
}

export interface AccountsHttpShape {
  /** Sends the call and decodes a JSON answer with `schema`. */
  readonly json: <A>(call: Call, schema: Schema.ConstraintDecoder<A>) => Effect.Effect<A, AccountsError>
  /** Sends the call and expects no body worth reading (204 and friends). */
  readonly empty: (call: Call) => Effect.Effect<void, AccountsError>
  /** Sends the call with `Accept: <accept>` and returns the bytes; error bodies are still read as JSON. */
  readonly binary: (call: Call, accept: string) => Effect.Effect<Binary, AccountsError>
}

export class AccountsHttp extends Context.Service<AccountsHttp, AccountsHttpShape>()(
  'services/accounts/http/AccountsHttp',
) {}

const info = (call: Call) => ({ service: call.service, method: call.method, path: call.path })

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export const makeAccountsHttp = Effect.gen(function* () {
  const settings = yield* AccountsConfig
  const client = yield* HttpClient.HttpClient

  const send = (call: Call, accept: string) => {
    const path = resolveMe(call.path, call.credentials?.userId ?? 0)
    const inQuery = call.method === 'GET' || call.method === 'DELETE'
    const url = `${settings.baseUrls[call.service]}${path}${inQuery ? queryString(call.params) : ''}`
    const headers: Record<string, string> = { accept }
    const auth = authorization(call.auth, call.credentials, settings)
    if (auth !== undefined) headers.authorization = auth
    if (settings.onServer) headers[cdnAuthHeader] = cdnAuth(settings)
    let request = HttpClientRequest.make(call.method)(url, { headers })
    if (!inQuery && call.params !== undefined) {
      request = HttpClientRequest.bodyJsonUnsafe(request, dropEmpty(call.params))
    }
    return client
      .execute(request)
      .pipe(
        Effect.catch(
          (error): Effect.Effect<never, AccountsError> =>
            Effect.fail(new NetworkError({ ...info(call), detail: error.message })),
        ),
      )
  }

  /** The call's time-out covers the whole exchange, body included; it interrupts (and aborts) the fetch. */
  const withTimeout =
    (call: Call) =>
    <A>(effect: Effect.Effect<A, AccountsError>): Effect.Effect<A, AccountsError> => {
      const timeout = call.timeout ?? defaultTimeout
      return effect.pipe(
        Effect.timeoutOrElse({
          duration: timeout,
          orElse: () =>
            Effect.fail(
              new RequestTimeout({
                ...info(call),
                timeoutMs: Duration.toMillis(Duration.fromInputUnsafe(timeout)),
              }),
            ),
        }),
        // The span is the call's one record: its end becomes a log line and metrics (services/telemetry).
        // Nothing reads a span's call site, and capturing it took an Error's stack on every call.
        Effect.withSpan(
          call.name,
          {
            kind: 'client',
            attributes: {
              [upstreamService]: call.service,
              [upstreamCall]: call.name,
              'http.request.method': call.method,
              'url.template': call.path,
            },
          },
          { captureStackTrace: false },
        ),
      )
    }

  /** Reads an error answer as text, whatever was asked for, so a PDF call's JSON error keeps its code. */
  const failWith = (call: Call, response: HttpClientResponse.HttpClientResponse) =>
    response.text.pipe(
      Effect.orElseSucceed(() => ''),
      Effect.flatMap((text) =>
        Effect.fail(errorFromAnswer(info(call), response.status, parseJson(text), response.headers)),
      ),
    )

  const decodeFailure = (call: Call, status: number, detail: string) =>
    Effect.logWarning(
      `${call.name}: unexpected answer (${status}) from ${call.method} ${call.path}: ${detail}`,
    ).pipe(Effect.andThen(Effect.fail(new DecodeError({ ...info(call), status, detail }))))

  const ok = (status: number) => status >= 200 && status < 300

  const json: AccountsHttpShape['json'] = (call, schema) =>
    send(call, 'application/json').pipe(
      Effect.flatMap((response) => {
        if (!ok(response.status)) return failWith(call, response)
        return response.text.pipe(
          Effect.catch(() => decodeFailure(call, response.status, 'the body could not be read')),
          Effect.flatMap((text) => {
            const body = parseJson(text)
            if (body === undefined)
              return decodeFailure(call, response.status, `not JSON: ${text.slice(0, 200)}`)
            return Schema.decodeUnknownEffect(schema)(body).pipe(
              Effect.catch((error) => decodeFailure(call, response.status, error.message)),
            )
          }),
        )
      }),
      withTimeout(call),
    )

  const empty: AccountsHttpShape['empty'] = (call) =>
    send(call, 'application/json').pipe(
      Effect.flatMap((response) => (ok(response.status) ? Effect.void : failWith(call, response))),
      withTimeout(call),
    )

  const binary: AccountsHttpShape['binary'] = (call, accept) =>
    send(call, accept).pipe(
      Effect.flatMap((response) => {
        if (!ok(response.status)) return failWith(call, response)
        return response.arrayBuffer.pipe(
          Effect.map((buffer) => ({
            bytes: new Uint8Array(buffer),
            contentType: response.headers['content-type'] ?? accept,
          })),
          Effect.catch(() => decodeFailure(call, response.status, 'the body could not be read')),
        )
      }),
      withTimeout(call),
    )

  return AccountsHttp.of({ json, empty, binary })
})

/** The live core: the platform's fetch, settings from AccountsConfig. */
export const AccountsHttpLive = Layer.effect(AccountsHttp, makeAccountsHttp).pipe(
  Layer.provide(FetchHttpClient.layer),
)

/** For tests of service clients: the core over a fake fetch-level HttpClient. */
export const AccountsHttpWith = (client: Layer.Layer<HttpClient.HttpClient>) =>
  Layer.effect(AccountsHttp, makeAccountsHttp).pipe(Layer.provide(client))
