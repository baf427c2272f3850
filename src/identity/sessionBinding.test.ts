/**
 * Sessions bound to the tokens the site issued (decision 210), against a fake provider that keeps its
 * own tokens: the planted-refresh-cookie scenario of issue 27, duplicate token cookies, and password
 * re-entry replacing the session and revoking the old refresh token.
 */
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import type { User } from '../../models/accounts/identity.ts'
import { Customer } from '../../services/accounts/http/customer.ts'
import { InvalidAccessToken, InvalidRefreshToken } from '../../services/accounts/http/errors.ts'
import { Identity } from '../../services/accounts/identity/Identity.ts'
import { securityResponse } from '../account/security/reauth.server.ts'
import { cookieNames } from './cookies.ts'
import { forCustomer } from './customer.server.ts'
import { request, setCookies, testPlatform } from './testing.ts'

const where = { service: 'identity', method: 'GET', path: '{me}', message: '' }
const ben: User = { id: 2, email_address: 'ben@example.com', first_name: 'Ben', last_name: 'Brooks' } as User

/** The provider's side: which tokens are live, and who holds each. */
function provider() {
  const access = new Set(['at-ben'])
  const refresh = new Map([['rt-ben', 'at-ben']])
  const calls: string[] = []
  let issued = 0
  const platform = testPlatform({
    Identity: {
      getMe: () =>
        Customer.use((c) => {
          calls.push(`me ${c.accessToken}`)
          return access.has(c.accessToken)
            ? Effect.succeed(ben)
            : Effect.fail(new InvalidAccessToken({ ...where, status: 401, code: 2002 }))
        }),
      // Only tokens the tests never refresh are live, so every refresh here is refused.
      refreshTokens: (token: string) => {
        calls.push(`refresh ${token}`)
        return Effect.fail(new InvalidRefreshToken({ ...where, status: 400, code: 1001 }))
      },
      login: () => {
        issued += 1
        const pair = { at: `at-new-${issued}`, rt: `rt-new-${issued}` }
        access.add(pair.at)
        refresh.set(pair.rt, pair.at)
        return Effect.succeed({
          user: ben,
          tokens: { access: { token: pair.at, expires_at: 0 }, refresh: { token: pair.rt, expires_at: 0 } },
        })
      },
      logout: (input) => {
        calls.push(`logout ${input.refresh_token}`)
        const token = input.refresh_token ?? ''
        // Revoking a refresh token ends the access tokens issued with it (401/2002 from then on).
        access.delete(refresh.get(token) ?? '')
        refresh.delete(token)
        return Effect.void
      },
    },
  })
  return { platform, calls }
}

const me = (platform: ReturnType<typeof provider>['platform'], cookies: Record<string, string>) =>
  forCustomer(
    platform,
    request('/account', { cookies }),
    Identity.use((i) => i.getMe()),
  )

describe('a remembered session is found only by the pair the site issued', () => {
  it('refuses the planted refresh cookie: learnt beside the real access token, alone it reads nothing', async () => {
    const { platform, calls } = provider()
    // The attacker's request: ben's real access token and a refresh value of the attacker's choosing.
    const planted = await me(platform, { [cookieNames.access]: 'at-ben', [cookieNames.refresh]: 'chosen' })
    expect(planted.result.ok).toBe(true)
    planted.deliver()
    // Later, that value alone (or with an empty access cookie) must not find ben's session.
    const alone: Array<Record<string, string>> = [
      { [cookieNames.refresh]: 'chosen' },
      { [cookieNames.access]: '', [cookieNames.refresh]: 'chosen' },
    ]
    for (const cookies of alone) {
      const outcome = await me(platform, cookies)
      expect(outcome.signedIn).toBe(false)
      expect(outcome.result.ok).toBe(false)
      expect(setCookies(outcome.cookies)[cookieNames.refresh]?.attributes).toContain('Max-Age=0')
    }
    // ben's access token was used once, by the request that carried it, and never again.
    expect(calls.filter((c) => c === 'me at-ben')).toHaveLength(1)
  })

  it('refuses a request carrying a token cookie twice, without calling the provider', async () => {
    const { platform, calls } = provider()
    const header = `${cookieNames.access}=at-ben; ${cookieNames.refresh}=chosen; ${cookieNames.refresh}=rt-ben`
    const outcome = await forCustomer(
      platform,
      request('/account', { headers: { cookie: header } }),
      Identity.use((i) => i.getMe()),
    )
    expect(outcome.signedIn).toBe(false)
    expect(calls).toEqual([])
    const cleared = setCookies(outcome.cookies)
    expect(cleared[cookieNames.access]?.attributes).toContain('Max-Age=0')
    expect(cleared[cookieNames.refresh]?.attributes).toContain('Max-Age=0')
  })
})

describe('password re-entry', () => {
  it('replaces the session: the previous refresh token is revoked and refused from then on', async () => {
    const { platform, calls } = provider()
    const old = { [cookieNames.access]: 'at-ben', [cookieNames.refresh]: 'rt-ben' }
    expect((await me(platform, old)).result.ok).toBe(true)
    const answer = await securityResponse(
      platform,
      request('/api/account/security/confirm-password', {
        method: 'POST',
        headers: {
          'sec-fetch-site': 'same-origin',
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'password=Studio-Demo-2',
        cookies: old,
      }),
      'confirm-password',
    )
    expect(await answer.json()).toEqual({ ok: true })
    const fresh = setCookies(answer.headers.getSetCookie())
    expect(fresh[cookieNames.refresh]?.value).toBe('rt-new-1')
    expect(calls).toContain('logout rt-ben')
    // The old cookies lead nowhere: the site forgot the session, and the provider refuses the tokens.
    const replayed = await me(platform, old)
    expect(replayed.signedIn).toBe(false)
    expect(calls.slice(-2)).toEqual(['me at-ben', 'refresh rt-ben'])
    // The new pair works.
    const now = { [cookieNames.access]: 'at-new-1', [cookieNames.refresh]: 'rt-new-1' }
    expect((await me(platform, now)).result.ok).toBe(true)
  })
})
