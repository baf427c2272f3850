import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { DecodeError, InvalidAccessToken, InvalidRefreshToken } from '../../services/http/errors.ts'
import { createAccountReads } from './account.server.ts'
import { cookieNames } from './cookies.ts'
import { problemMessages } from './messages.ts'
import { fakeContext, request, responseCookies, setCookies } from './testing.ts'

const where = { service: 'identity', method: 'GET', path: '{me}' }
const user = {
  id: 1,
  email_address: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Alvarez',
  locale: 'en_US',
}
const tokens = { [cookieNames.access]: 'at-old', [cookieNames.refresh]: 'rt-old' }
const rotated = { access: { token: 'at-new', expires_at: 0 }, refresh: { token: 'rt-new', expires_at: 0 } }

describe('account reads', () => {
  it('is signed out without a refresh cookie, and makes no call', async () => {
    const reads = createAccountReads(fakeContext({}))
    await expect(reads.sessionSummary(request('/'))).resolves.toEqual({
      value: { status: 'signedOut' },
      cookies: [],
    })
  })

  it('renews an expired access token, answers with the name and sets the rotated cookies', async () => {
    const reads = createAccountReads(
      fakeContext({
        getMe: (c) =>
          c.accessToken === 'at-new'
            ? Effect.succeed(user)
            : Effect.fail(new InvalidAccessToken({ ...where, status: 401, code: 2002, message: '' })),
        refreshTokens: () => Effect.succeed(rotated),
      }),
    )
    const { value, cookies } = await reads.me(request('/account', { cookies: tokens }))
    expect(value).toEqual({
      status: 'signedIn',
      user: { name: 'Ana Alvarez', email: 'ana@example.com', locale: 'en_US' },
    })
    const set = setCookies(cookies)
    expect([set[cookieNames.access]?.value, set[cookieNames.refresh]?.value]).toEqual(['at-new', 'rt-new'])
  })

  it('ends the session when the refresh token is invalid: signed out, cookies cleared', async () => {
    const reads = createAccountReads(
      fakeContext({
        getMe: () => Effect.fail(new InvalidAccessToken({ ...where, status: 401, code: 2002, message: '' })),
        refreshTokens: () =>
          Effect.fail(new InvalidRefreshToken({ ...where, status: 400, code: 1007, message: 'Expired' })),
      }),
    )
    const { value, cookies } = await reads.sessionSummary(request('/', { cookies: tokens }))
    expect(value).toEqual({ status: 'signedOut' })
    const set = setCookies(cookies)
    expect(set[cookieNames.refresh]?.attributes).toContain('Max-Age=0')
    expect(set[cookieNames.access]?.attributes).toContain('Max-Age=0')
  })

  it('turns a malformed answer into a friendly problem and keeps the session', async () => {
    const reads = createAccountReads(
      fakeContext({
        getMe: () => Effect.fail(new DecodeError({ ...where, status: 200, detail: 'Missing key' })),
      }),
    )
    const { value, cookies } = await reads.me(request('/account', { cookies: tokens }))
    expect(value).toEqual({ status: 'problem', problem: 'DecodeError' })
    expect(problemMessages.DecodeError).not.toMatch(/Missing key|Error:/)
    expect(cookies).toEqual([])
    const summary = await reads.sessionSummary(request('/', { cookies: tokens }))
    expect(summary.value).toEqual({ status: 'signedIn', name: undefined, problem: 'DecodeError' })
  })
})

describe('sendVerificationEmail', () => {
  const post = (headers: Record<string, string>, cookies: Record<string, string> = tokens) =>
    request('/auth/verify-email', { method: 'POST', headers, cookies })

  it('asks for the email with a return to /account and reports back', async () => {
    const sent: unknown[] = []
    const reads = createAccountReads(
      fakeContext({
        sendVerifyEmailAddress: (_c, input) => {
          sent.push(input)
          return Effect.void
        },
      }),
    )
    const response = await reads.sendVerificationEmail(post({ 'sec-fetch-site': 'same-origin' }))
    expect([response.status, response.headers.get('location')]).toEqual([303, '/account?verification=sent'])
    expect(sent).toEqual([{ redirect_uri: 'https://www.example.com/account' }])
  })

  it('reports a failure as a problem code, sends the signed-out to sign-in, refuses cross-site posts', async () => {
    const reads = createAccountReads(
      fakeContext({
        sendVerifyEmailAddress: () => Effect.fail(new DecodeError({ ...where, status: 200, detail: 'x' })),
      }),
    )
    const failed = await reads.sendVerificationEmail(post({ origin: 'https://www.example.com' }))
    expect(failed.headers.get('location')).toBe('/account?problem=DecodeError')
    const anonymous = await reads.sendVerificationEmail(post({ 'sec-fetch-site': 'same-origin' }, {}))
    expect(anonymous.headers.get('location')).toBe('/auth/sign-in?return=%2Faccount')
    const forged = await reads.sendVerificationEmail(post({ 'sec-fetch-site': 'cross-site' }))
    expect([forged.status, responseCookies(forged)]).toEqual([403, {}])
  })
})
