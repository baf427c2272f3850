import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  authorizeUrl,
  codeChallenge,
  createAuthorizationRequest,
  createCodeVerifier,
  logoutUrl,
  safeReturnPath,
  verifierAlphabet,
  withoutCallbackParams,
} from './authorization.ts'

describe('PKCE', () => {
  it('makes 43-character verifiers of the spec alphabet', () => {
    for (let i = 0; i < 200; i++) expect(createCodeVerifier()).toMatch(/^[A-Za-z0-9\-_~.]{43}$/)
  })

  it('never folds bytes above the last full multiple of 66 (no modulo bias)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 43, maxLength: 43 }), (bytes) => {
        let calls = 0
        const verifier = createCodeVerifier((n) => (calls++ === 0 ? bytes : new Uint8Array(n)))
        const kept = [...bytes].filter((b) => b < 198)
        expect(verifier.slice(0, kept.length)).toBe(kept.map((b) => verifierAlphabet[b % 66]).join(''))
      }),
    )
  })

  it('uses every character about equally often', () => {
    const counts = new Map<string, number>()
    for (let i = 0; i < 2000; i++)
      for (const c of createCodeVerifier()) counts.set(c, (counts.get(c) ?? 0) + 1)
    const expected = (2000 * 43) / 66
    expect(counts.size).toBe(66)
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.2)
  })

  it('derives the S256 challenge as base64url SHA-256 without padding', async () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
    expect(await codeChallenge(verifier)).toBe(createHash('sha256').update(verifier).digest('base64url'))
    expect(await codeChallenge(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')
  })

  it('creates a request with a UUID state and a matching challenge', async () => {
    const request = await createAuthorizationRequest()
    expect(request.state).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(request.codeChallenge).toBe(await codeChallenge(request.codeVerifier))
  })
})

describe('identity page addresses', () => {
  it('builds the authorization page address with method s256', async () => {
    const request = { state: 's-1', codeVerifier: 'v', codeChallenge: 'c' }
    const url = new URL(
      authorizeUrl('https://id.test/identity', { appId: 'web', redirectUri: 'https://site/x?y=1', request }),
    )
    expect(url.pathname).toBe('/identity/en/authorize')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app_id: 'web',
      state: 's-1',
      redirect_uri: 'https://site/x?y=1',
      code_challenge: 'c',
      code_challenge_method: 's256',
    })
  })

  it('builds the logout page address with a continue address', () => {
    const url = new URL(logoutUrl('https://id.test', 'https://site/'))
    expect([url.pathname, url.searchParams.get('continue')]).toEqual(['/en/logout', 'https://site/'])
  })
})

describe('safeReturnPath', () => {
  const site = 'https://www.example.com'
  it.each([
    ['/account', '/account'],
    ['/studio?x=1#y', '/studio?x=1#y'],
    ['https://www.example.com/account', '/account'],
    ['https://shop.example.com/cart', 'https://shop.example.com/cart'],
    ['//evil.test/x', '/'],
    ['/\\evil.test', '/'],
    ['https://evil.test/', '/'],
    ['javascript:alert(1)', '/'],
    ['account', '/'],
    ['', '/'],
    [null, '/'],
  ])('%j → %j', (value, expected) => {
    expect(safeReturnPath(value, site, ['https://shop.example.com'])).toBe(expected)
  })

  it('never returns an address on a host outside the allow-list', () => {
    // webUrl at its default size spends seconds on single samples (11 s for 100 here); small URLs with
    // queries and fragments, ten times as many, find the same kinds of address in milliseconds.
    const url = fc.webUrl({ size: 'small', withQueryParameters: true, withFragments: true })
    fc.assert(
      fc.property(fc.oneof(url, fc.string()), (value) => {
        const out = safeReturnPath(value, site)
        expect(out.startsWith('/') && !out.startsWith('//') && !out.startsWith('/\\')).toBe(true)
        expect(new URL(out, site).origin).toBe(site)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('withoutCallbackParams', () => {
  it('removes state and code and keeps the rest', () => {
    expect(withoutCallbackParams('/studio?state=s&code=c&preview=true')).toBe('/studio?preview=true')
    expect(withoutCallbackParams('/?state=s&code=c')).toBe('/')
  })
})
