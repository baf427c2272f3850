import { Cause, Effect, Exit, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { AccountsHttp, type Call } from './client.ts'
import { jsonResponse, runExit, scriptedAccountsHttp } from './testing.ts'

const Thing = Schema.Struct({ id: Schema.Number })
const user = { accessToken: 'at-1', userId: 0 }
const withHttp = <A, E>(f: (http: AccountsHttp['Service']) => Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    return yield* f(yield* AccountsHttp)
  })

const call = (overrides: Partial<Call> = {}): Call => ({
  name: 'test.call',
  service: 'identity',
  method: 'GET',
  path: '{me}',
  auth: 'bearer',
  credentials: user,
  ...overrides,
})

const failureOf = <A, E>(exit: Exit.Exit<A, E>): E => {
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${JSON.stringify(exit.value)}`)
  const found = exit.cause.reasons.find(Cause.isFailReason)
  if (!found) throw new Error(`expected a typed failure, got ${Cause.pretty(exit.cause)}`)
  return found.error
}

describe('AccountsHttp requests', () => {
  it('sends GET parameters as the query string, without empty ones and without a body', async () => {
    const { layer, seen } = scriptedAccountsHttp(() => jsonResponse(200, { id: 1 }))
    const exit = await runExit(
      withHttp((http) =>
        http.json(
          call({ path: '/api/v1/users', params: { email_address: 'a@b.c', include: null, empty: '', n: 0 } }),
          Thing,
        ),
      ),
      layer,
    )
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(seen[0]?.url.href).toBe('https://id.test/api/v1/users?email_address=a%40b.c&n=0')
    expect(seen[0]?.body).toBeUndefined()
  })

  it('sends other parameters as a JSON body without null, undefined or empty fields', async () => {
    const { layer, seen } = scriptedAccountsHttp(() => new Response(null, { status: 204 }))
    await runExit(
      withHttp((http) =>
        http.empty(
          call({
            method: 'POST',
            path: '{me}/logout',
            params: { refresh_token: 'rt', disable_login: undefined, x: null, nested: { a: '', b: 1 } },
          }),
        ),
      ),
      layer,
    )
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ refresh_token: 'rt', nested: { b: 1 } })
    expect(seen[0]?.headers.get('content-type')).toContain('application/json')
  })

  it.each([
    [0, 'https://id.test/api/v1/me'],
    [42, 'https://id.test/api/v1/users/42'],
  ])('resolves {me} for user id %i', async (userId, expected) => {
    const { layer, seen } = scriptedAccountsHttp(() => jsonResponse(200, { id: 1 }))
    await runExit(
      withHttp((http) => http.json(call({ credentials: { ...user, userId } }), Thing)),
      layer,
    )
    expect(seen[0]?.url.href).toBe(expected)
  })

  it.each([
    ['bearer', user, 'Bearer at-1'],
    ['bearer', { accessToken: '', userId: 0 }, 'Bearer'],
    ['optionalBearer', undefined, null],
    ['optionalBearer', user, 'Bearer at-1'],
    ['basic', user, `Basic ${btoa('app:secret')}`],
    ['none', user, null],
  ] as const)('auth %s with %j sends %j', async (auth, credentials, expected) => {
    const { layer, seen } = scriptedAccountsHttp(() => jsonResponse(200, { id: 1 }))
    await runExit(
      withHttp((http) => http.json(call({ auth, credentials }), Thing)),
      layer,
    )
    expect(seen[0]?.headers.get('authorization')).toBe(expected)
    expect(seen[0]?.headers.get('x-serato-cdn-auth')).toBe(btoa('app:secret'))
  })

  it('leaves the CDN header out when not running on the server', async () => {
    const { testSettings } = await import('./testing.ts')
    const { layer, seen } = scriptedAccountsHttp(() => jsonResponse(200, { id: 1 }), {
      ...testSettings,
      onServer: false,
    })
    await runExit(
      withHttp((http) => http.json(call(), Thing)),
      layer,
    )
    expect(seen[0]?.headers.has('x-serato-cdn-auth')).toBe(false)
  })
})

describe('AccountsHttp error catalogue (spec §8)', () => {
  const cases: Array<[number, unknown, Record<string, string>, string, number | undefined]> = [
    [500, { message: 'Oops, something went wrong, please try again.' }, {}, 'ServiceError', undefined],
    [503, { message: '503 Service Unavailable' }, {}, 'ServiceUnavailable', undefined],
    [403, { error: 'Invalid access token', code: 2001 }, {}, 'InvalidAccessToken', 2001],
    [401, { error: 'Expired access token', code: 2002 }, {}, 'InvalidAccessToken', 2002],
    [400, { error: 'Invalid refresh token', code: 1001 }, {}, 'InvalidRefreshToken', 1001],
    [400, { error: 'Expired refresh token', code: 1007 }, {}, 'InvalidRefreshToken', 1007],
    [403, { error: 'Access denied', code: 2000 }, {}, 'AccessDenied', 2000],
    [401, { error: 'Password re-entry required', code: 2011 }, {}, 'PasswordReentryRequired', 2011],
    [400, { error: 'Missing parameter: email_address', code: 2013 }, {}, 'ApiError', 2013],
    [404, { message: 'Not found' }, {}, 'ApiError', undefined],
    [
      409,
      'not json',
      { 'x-serato-errorcode': '4001', 'x-serato-errormessage': 'Conflict' },
      'ApiError',
      4001,
    ],
  ]
  it.each(cases)('%i %j → %s', async (status, body, headers, tag, code) => {
    const { layer } = scriptedAccountsHttp(() =>
      typeof body === 'string'
        ? new Response(body, { status, headers })
        : jsonResponse(status, body, headers),
    )
    const error = failureOf(
      await runExit(
        withHttp((http) => http.json(call(), Thing)),
        layer,
      ),
    )
    expect(error).toMatchObject({ _tag: tag, status, code, service: 'identity', method: 'GET', path: '{me}' })
    const text =
      typeof body === 'string' ? headers['x-serato-errormessage'] : Object.values(body as object)[0]
    expect((error as { message: string }).message).toBe(text)
  })

  it('reads the JSON error body of a PDF request, so its code is recognised', async () => {
    const { layer, seen } = scriptedAccountsHttp(() => jsonResponse(401, { error: 'Expired', code: 2002 }))
    const error = failureOf(
      await runExit(
        withHttp((http) => http.binary(call({ service: 'ecom' }), 'application/pdf')),
        layer,
      ),
    )
    expect(seen[0]?.headers.get('accept')).toBe('application/pdf')
    expect(error).toMatchObject({ _tag: 'InvalidAccessToken', code: 2002 })
  })

  it('returns the bytes of a successful binary answer', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70])
    const { layer } = scriptedAccountsHttp(
      () => new Response(bytes, { status: 200, headers: { 'content-type': 'application/pdf' } }),
    )
    const exit = await runExit(
      withHttp((http) => http.binary(call(), 'application/pdf')),
      layer,
    )
    expect(exit).toMatchObject({ _tag: 'Success', value: { bytes, contentType: 'application/pdf' } })
  })

  it('turns a failure with no response (refused, CORS) into NetworkError', async () => {
    const { layer } = scriptedAccountsHttp(() => Promise.reject(new TypeError('fetch failed')))
    const error = failureOf(
      await runExit(
        withHttp((http) => http.json(call(), Thing)),
        layer,
      ),
    )
    expect(error).toMatchObject({ _tag: 'NetworkError', service: 'identity' })
  })

  it('gives up after the call time-out and aborts the request', async () => {
    let aborted = false
    const { layer } = scriptedAccountsHttp(
      (_request, signal) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => {
            aborted = true
            reject(signal.reason)
          })
        }),
    )
    const error = failureOf(
      await runExit(
        withHttp((http) => http.json(call({ timeout: '30 millis' }), Thing)),
        layer,
      ),
    )
    expect(error).toMatchObject({ _tag: 'RequestTimeout', timeoutMs: 30 })
    expect(aborted).toBe(true)
  })

  it('times out a body that never finishes, not only a missing answer', async () => {
    const { layer } = scriptedAccountsHttp(
      () =>
        new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"id":')) }), {
          status: 200,
        }),
    )
    const error = failureOf(
      await runExit(
        withHttp((http) => http.json(call({ timeout: '30 millis' }), Thing)),
        layer,
      ),
    )
    expect(error).toMatchObject({ _tag: 'RequestTimeout' })
  })

  it.each([
    ['malformed JSON', '{"id": 1', 'not JSON'],
    ['an unexpected shape', '{"id": "one"}', 'id'],
  ])('turns %s into a DecodeError with detail', async (_label, body, detail) => {
    const { layer } = scriptedAccountsHttp(() => new Response(body, { status: 200 }))
    const error = failureOf(
      await runExit(
        withHttp((http) => http.json(call(), Thing)),
        layer,
      ),
    )
    expect(error).toMatchObject({ _tag: 'DecodeError', status: 200 })
    expect((error as { detail: string }).detail).toContain(detail)
  })
})
