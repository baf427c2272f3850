import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { codeChallenge } from '../../models/authorization.ts'
import { Customer } from '../../services/accounts/http/customer.ts'
import { ServiceUnavailable } from '../../services/accounts/http/errors.ts'
import type { IdentityShape } from '../../services/accounts/identity/Identity.ts'
import { cookieNames } from './cookies.ts'
import { createSignInFlows, isCallback } from './signIn.server.ts'
import { request, responseCookies, site, testPlatform } from './testing.ts'

const withIdentity = (identity: Partial<IdentityShape>) => testPlatform({ Identity: identity })

const signedIn = {
  user: { id: 1, email_address: 'a@example.com' },
  tokens: { access: { token: 'at-1', expires_at: 0 }, refresh: { token: 'rt-1', expires_at: 0 } },
}

describe('startSignIn', () => {
  it('stores state and verifier in an HttpOnly cookie and redirects to the authorization page', async () => {
    const flows = createSignInFlows(withIdentity({}))
    const response = await flows.startSignIn(request('/auth/sign-in?return=%2Fstudio%3Fx%3D1'))
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location') ?? '')
    expect(`${location.origin}${location.pathname}`).toBe('https://id.example.com/en/authorize')
    const stored = JSON.parse(responseCookies(response)[cookieNames.signIn]?.value ?? '{}')
    expect(stored).toMatchObject({ state: location.searchParams.get('state'), returnTo: '/studio?x=1' })
    expect(location.searchParams.get('code_challenge')).toBe(await codeChallenge(stored.codeVerifier))
    expect(location.searchParams.get('redirect_uri')).toBe(`${site}/studio?x=1`)
    expect(responseCookies(response)[cookieNames.signIn]?.attributes).toBe(
      'Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Domain=.example.com; Secure',
    )
  })

  it('sends the customer to a short message when the request cannot be prepared', async () => {
    const flows = createSignInFlows(withIdentity({}), () => Promise.reject(new Error('no entropy')))
    const response = await flows.startSignIn(request('/auth/sign-in'))
    expect(response.headers.get('location')).toBe('/signed-out?reason=unavailable')
  })
})

describe('completeCallback', () => {
  const stored = { state: 's-1', codeVerifier: 'v'.repeat(43), returnTo: '/studio' }
  const withStored = { [cookieNames.signIn]: JSON.stringify(stored) }

  it('recognises a callback by state or code on a GET', () => {
    expect(isCallback(request('/x?state=a'))).toBe(true)
    expect(isCallback(request('/x?code=a'))).toBe(true)
    expect(isCallback(request('/x?other=a'))).toBe(false)
    expect(isCallback(request('/x?code=a', { method: 'POST' }))).toBe(false)
  })

  it('exchanges a matching callback, stores the tokens for 365 days and drops state and code', async () => {
    const seen: unknown[] = []
    const flows = createSignInFlows(
      withIdentity({
        exchangeCode: (input) => {
          seen.push(input)
          return Effect.succeed(signedIn)
        },
      }),
    )
    const response = await flows.completeCallback(
      request('/studio?state=s-1&code=c-1&ref=x', { cookies: withStored }),
    )
    expect(seen).toEqual([{ code: 'c-1', codeVerifier: stored.codeVerifier, redirectUri: `${site}/studio` }])
    expect(response.headers.get('location')).toBe('/studio?ref=x')
    const cookies = responseCookies(response)
    expect(cookies[cookieNames.access]).toEqual({
      value: 'at-1',
      attributes: 'Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Domain=.example.com; Secure',
    })
    expect(cookies[cookieNames.refresh]?.value).toBe('rt-1')
    expect(cookies[cookieNames.signIn]?.attributes).toContain('Max-Age=0')
  })

  it.each([
    ['a mismatched state', '/x?state=other&code=c', withStored],
    ['a missing state', '/x?code=c', withStored],
    ['nothing stored (a replay)', '/x?state=s-1&code=c', {}],
    ['a tampered store', '/x?state=s-1&code=c', { [cookieNames.signIn]: '{not json' }],
  ])('refuses %s without an exchange and clears the stored values', async (_label, path, cookies) => {
    const flows = createSignInFlows(withIdentity({}))
    const response = await flows.completeCallback(request(path, { cookies }))
    expect(response.headers.get('location')).toBe('/signed-out?reason=state')
    expect(responseCookies(response)[cookieNames.signIn]?.attributes).toContain('Max-Age=0')
    expect(responseCookies(response)[cookieNames.access]).toBeUndefined()
  })

  it('clears the stored values when the exchange fails', async () => {
    const flows = createSignInFlows(
      withIdentity({
        exchangeCode: () =>
          Effect.fail(
            new ServiceUnavailable({
              service: 'identity',
              method: 'POST',
              path: '/',
              status: 503,
              code: undefined,
              message: '',
            }),
          ),
      }),
    )
    const warn = console.warn
    console.warn = () => {}
    const response = await flows
      .completeCallback(request('/x?state=s-1&code=c', { cookies: withStored }))
      .finally(() => {
        console.warn = warn
      })
    expect(response.headers.get('location')).toBe('/signed-out?reason=exchange')
    expect(responseCookies(response)[cookieNames.signIn]?.attributes).toContain('Max-Age=0')
    expect(responseCookies(response)[cookieNames.refresh]).toBeUndefined()
  })
})

describe('signOut', () => {
  const tokens = { [cookieNames.access]: 'at-1', [cookieNames.refresh]: 'rt-1' }
  const form = (values: Record<string, string>) => new URLSearchParams(values)

  it('revokes the refresh token, clears the cookies and goes to the logout page with a continue address', async () => {
    const revoked: unknown[] = []
    const flows = createSignInFlows(
      withIdentity({
        logout: (input) =>
          Customer.use((credentials) => {
            revoked.push([credentials.accessToken, input.refresh_token])
            return Effect.void
          }),
      }),
    )
    const response = await flows.signOut(
      request('/auth/sign-out', {
        method: 'POST',
        body: form({ return: '/studio' }),
        cookies: tokens,
        headers: { 'sec-fetch-site': 'same-origin' },
      }),
    )
    expect(revoked).toEqual([['at-1', 'rt-1']])
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      `https://id.example.com/en/logout?continue=${encodeURIComponent(`${site}/studio`)}`,
    )
    const cookies = responseCookies(response)
    expect([cookies[cookieNames.access]?.attributes, cookies[cookieNames.refresh]?.attributes]).toEqual([
      expect.stringContaining('Max-Age=0'),
      expect.stringContaining('Max-Age=0'),
    ])
  })

  it('sends a continue address outside the allow-list home instead', async () => {
    const flows = createSignInFlows(withIdentity({ logout: () => Effect.void }))
    const response = await flows.signOut(
      request('/auth/sign-out', {
        method: 'POST',
        body: form({ return: 'https://evil.example/' }),
        headers: { origin: site },
      }),
    )
    expect(new URL(response.headers.get('location') ?? '').searchParams.get('continue')).toBe(`${site}/`)
  })

  it.each([[{ 'sec-fetch-site': 'cross-site' }], [{ origin: 'https://evil.example' }], [{}]])(
    'refuses a cross-site or unlabelled request (%j) with 403',
    async (headers) => {
      const flows = createSignInFlows(withIdentity({}))
      const response = await flows.signOut(
        request('/auth/sign-out', { method: 'POST', cookies: tokens, headers }),
      )
      expect(response.status).toBe(403)
      expect(response.headers.getSetCookie()).toEqual([])
    },
  )
})
