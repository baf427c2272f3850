import { Effect, Option } from 'effect'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { codeChallenge } from '../../models/authorization.ts'
import { Customer } from '../../services/accounts/http/customer.ts'
import { ServiceUnavailable } from '../../services/accounts/http/errors.ts'
import type { IdentityShape } from '../../services/accounts/identity/Identity.ts'
import { browserCookie } from './browser.server.ts'
import { cookieNames } from './cookies.ts'
import { createSignInFlows, isCallback } from './signIn.server.ts'
import { request, responseCookies, site, testPlatform } from './testing.ts'

const withIdentity = (identity: Partial<IdentityShape>) => testPlatform({ Identity: identity })

/** On the https test site, cookies only this site reads carry `__Host-` (decision 210). */
const signInCookie = `__Host-${cookieNames.signIn}`
const browserCookieName = `__Host-${browserCookie}`

/** What a signed sign-in cookie holds (its payload, before the MAC). */
const storedIn = (value: string | undefined) =>
  JSON.parse(Buffer.from((value ?? '').split('.')[0] ?? '', 'base64url').toString('utf8'))

/** Starts a sign-in in one browser: its cookies (browser id, sign-in request) and the state it sent. */
async function begin(flows: ReturnType<typeof createSignInFlows>, browser?: string) {
  const response = await flows.startSignIn(
    request('/auth/sign-in?return=%2Fstudio', browser ? { cookies: { [browserCookieName]: browser } } : {}),
  )
  const set = responseCookies(response)
  const cookies = {
    [browserCookieName]: browser ?? set[browserCookieName]?.value ?? '',
    [signInCookie]: set[signInCookie]?.value ?? '',
  }
  const state = new URL(response.headers.get('location') ?? '').searchParams.get('state') ?? ''
  return { cookies, state, stored: storedIn(set[signInCookie]?.value) }
}

const signedIn = {
  user: { id: 1, email_address: 'a@example.com' },
  tokens: { access: { token: 'at-1', expires_at: 0 }, refresh: { token: 'rt-1', expires_at: 0 } },
}

describe('startSignIn', () => {
  it('stores state and verifier in a signed __Host- cookie bound to the browser, and redirects to the authorization page', async () => {
    const flows = createSignInFlows(withIdentity({}))
    const response = await flows.startSignIn(request('/auth/sign-in?return=%2Fstudio%3Fx%3D1'))
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location') ?? '')
    expect(`${location.origin}${location.pathname}`).toBe('https://id.example.com/en/authorize')
    const cookies = responseCookies(response)
    const stored = storedIn(cookies[signInCookie]?.value)
    expect(stored).toMatchObject({ state: location.searchParams.get('state'), returnTo: '/studio?x=1' })
    expect(location.searchParams.get('code_challenge')).toBe(await codeChallenge(stored.codeVerifier))
    expect(location.searchParams.get('redirect_uri')).toBe(`${site}/studio?x=1`)
    // Never on the parent domain: a sibling host can neither read nor replace it.
    expect(cookies[signInCookie]?.attributes).toBe('Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure')
    expect(stored.browser).toBe(cookies[browserCookieName]?.value.split('.')[0])
    expect(cookies[browserCookieName]?.attributes).toBe(
      'Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure',
    )
  })

  it('keeps a browser it already knows', async () => {
    const flows = createSignInFlows(withIdentity({}))
    const first = await begin(flows)
    const again = await begin(flows, first.cookies[browserCookieName])
    expect(again.stored.browser).toBe(first.stored.browser)
  })

  it('sends the customer to a short message when the request cannot be prepared', async () => {
    const flows = createSignInFlows(withIdentity({}), () => Promise.reject(new Error('no entropy')))
    const response = await flows.startSignIn(request('/auth/sign-in'))
    expect(response.headers.get('location')).toBe('/signed-out?reason=unavailable')
  })
})

describe('completeCallback', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

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
    const started = await begin(flows)
    const response = await flows.completeCallback(
      request(`/studio?state=${started.state}&code=c-1&ref=x`, { cookies: started.cookies }),
    )
    expect(seen).toEqual([
      { code: 'c-1', codeVerifier: started.stored.codeVerifier, redirectUri: `${site}/studio` },
    ])
    expect(response.headers.get('location')).toBe('/studio?ref=x')
    const cookies = responseCookies(response)
    expect(cookies[cookieNames.access]).toEqual({
      value: 'at-1',
      attributes: 'Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Domain=.example.com; Secure',
    })
    expect(cookies[cookieNames.refresh]?.value).toBe('rt-1')
    expect(cookies[signInCookie]?.attributes).toContain('Max-Age=0')
  })

  const refusals: Array<
    [string, (started: Awaited<ReturnType<typeof begin>>) => Promise<[string, Record<string, string>]>]
  > = [
    ['a mismatched state', async (s) => ['/x?state=other&code=c', s.cookies]],
    ['a missing state', async (s) => ['/x?code=c', s.cookies]],
    ['nothing stored (a replay)', async (s) => [`/x?state=${s.state}&code=c`, {}]],
    [
      'a store that was not signed by the site',
      async (s) => {
        const forged = Buffer.from(JSON.stringify({ ...s.stored, state: 'mine' })).toString('base64url')
        return ['/x?state=mine&code=c', { ...s.cookies, [signInCookie]: `${forged}.AAAA` }]
      },
    ],
    [
      'a store carried to another browser (a planted sign-in cookie)',
      async (s) => {
        const elsewhere = await begin(createSignInFlows(withIdentity({})))
        return [
          `/x?state=${s.state}&code=c`,
          { ...s.cookies, [browserCookieName]: elsewhere.cookies[browserCookieName] ?? '' },
        ]
      },
    ],
    [
      'a store without its browser cookie',
      async (s) => [`/x?state=${s.state}&code=c`, { [signInCookie]: s.cookies[signInCookie] ?? '' }],
    ],
    [
      'a store past its ten minutes',
      async (s) => {
        vi.useFakeTimers({ toFake: ['Date'] })
        vi.setSystemTime(Date.now() + 11 * 60 * 1000)
        return [`/x?state=${s.state}&code=c`, s.cookies]
      },
    ],
  ]

  it.each(refusals)('refuses %s without an exchange and clears the stored values', async (_label, make) => {
    const flows = createSignInFlows(withIdentity({}))
    const [path, cookies] = await make(await begin(flows))
    const response = await flows.completeCallback(request(path, { cookies }))
    expect(response.headers.get('location')).toBe('/signed-out?reason=state')
    expect(responseCookies(response)[signInCookie]?.attributes).toContain('Max-Age=0')
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
    const started = await begin(flows)
    const warn = console.warn
    console.warn = () => {}
    const response = await flows
      .completeCallback(request(`/x?state=${started.state}&code=c`, { cookies: started.cookies }))
      .finally(() => {
        console.warn = warn
      })
    expect(response.headers.get('location')).toBe('/signed-out?reason=exchange')
    expect(responseCookies(response)[signInCookie]?.attributes).toContain('Max-Age=0')
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
        // Records whether a customer's bearer came along: the provider's logout takes none.
        logout: (input) =>
          Effect.serviceOption(Customer).pipe(
            Effect.flatMap((customer) => {
              revoked.push([Option.isSome(customer), input.refresh_token])
              return Effect.void
            }),
          ),
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
    expect(revoked).toEqual([[false, 'rt-1']])
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
