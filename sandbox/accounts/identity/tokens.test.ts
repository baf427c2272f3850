import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  appBasic,
  authorize,
  call,
  login,
  pkce,
  startTestAccounts,
  type TestAccounts,
} from '../test-support.ts'

let accounts: TestAccounts
beforeEach(async () => {
  accounts = await startTestAccounts()
})
afterEach(() => accounts.close())

const codeFrom = (location: string | null) => new URL(location ?? '').searchParams.get('code') ?? ''

async function exchange(code: string, verifier: string, redirectUri = 'http://localhost:3000/en/') {
  return call(accounts.url, 'POST', '/identity/api/v1/tokens/exchange', {
    json: {
      grant_type: 'authorization_code',
      app_id: 'website',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    },
  })
}

describe('code exchange with PKCE', () => {
  it('gives the user and both tokens for the right verifier', async () => {
    const { verifier, challenge } = pkce()
    const signIn = await authorize(accounts.url, { challenge })
    const result = await exchange(codeFrom(signIn.headers.get('location')), verifier)
    expect(result.status).toBe(200)
    expect(result.body.user.email_address).toBe('ana@example.com')
    expect(result.body.tokens.access.type).toBe('Bearer')
    expect(result.body.tokens.refresh.token).toEqual(expect.any(String))
    const claims = JSON.parse(
      Buffer.from(result.body.tokens.access.token.split('.')[1], 'base64url').toString(),
    )
    expect(Object.keys(claims)).toEqual(
      expect.arrayContaining([
        'app_id',
        'app_name',
        'scopes',
        'uid',
        'email',
        'email_verified',
        'rtid',
        'exp',
        'iat',
      ]),
    )
    expect(claims.uid).toBe(result.body.user.id)
  })

  it('refuses a wrong verifier with 400/2012 and burns the code', async () => {
    const { challenge, verifier } = pkce()
    const code = codeFrom((await authorize(accounts.url, { challenge })).headers.get('location'))
    const wrong = await exchange(code, pkce().verifier)
    expect(wrong.status).toBe(400)
    expect(wrong.body.code).toBe(2012)
    expect(wrong.body.error).toMatch(/code_verifier/)
    expect((await exchange(code, verifier)).body.code).toBe(2012)
  })

  it('refuses a replayed code and revokes the tokens it gave', async () => {
    const { challenge, verifier } = pkce()
    const code = codeFrom((await authorize(accounts.url, { challenge })).headers.get('location'))
    const first = await exchange(code, verifier)
    expect((await exchange(code, verifier)).status).toBe(400)
    const me = await call(accounts.url, 'GET', '/identity/api/v1/me', {
      bearer: first.body.tokens.access.token,
    })
    expect([me.status, me.body.code]).toEqual([401, 2002])
  })

  it('refuses a code for another redirect address, and an expired code', async () => {
    const a = pkce()
    const code = codeFrom((await authorize(accounts.url, { challenge: a.challenge })).headers.get('location'))
    expect((await exchange(code, a.verifier, 'http://localhost:3000/other')).body.code).toBe(2012)
    const b = pkce()
    const late = codeFrom((await authorize(accounts.url, { challenge: b.challenge })).headers.get('location'))
    accounts.advance(301)
    expect((await exchange(late, b.verifier)).body.error).toMatch(/expired/)
  })
})

describe('refresh', () => {
  const refresh = (version: 'v1' | 'v2', token: string) =>
    call(accounts.url, 'POST', `/identity/api/${version}/tokens/refresh`, { json: { refresh_token: token } })

  it('v2 rotates: a new refresh token, the old one rejected and its whole family revoked', async () => {
    const session = await login(accounts.url)
    const first = await refresh('v2', session.tokens.refresh.token)
    expect(first.status).toBe(200)
    expect(first.body.refresh.token).not.toBe(session.tokens.refresh.token)
    expect(first.body.access.token).toEqual(expect.any(String))
    const reused = await refresh('v2', session.tokens.refresh.token)
    expect([reused.status, reused.body.code]).toEqual([400, 1001])
    // Reuse detection: the descendant token and its access token die with the family.
    expect((await refresh('v2', first.body.refresh.token)).body.code).toBe(1001)
    const me = await call(accounts.url, 'GET', '/identity/api/v1/me', { bearer: first.body.access.token })
    expect([me.status, me.body.code]).toEqual([401, 2002])
  })

  it('100 concurrent v2 refreshes with one token: one succeeds, the rest are reuse and revoke the family', async () => {
    const session = await login(accounts.url)
    const results = await Promise.all(
      Array.from({ length: 100 }, () => refresh('v2', session.tokens.refresh.token)),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 400 && r.body.code === 1001)).toHaveLength(99)
    const winner = results.find((r) => r.status === 200)!
    expect((await refresh('v2', winner.body.refresh.token)).body.code).toBe(1001)
  })

  it('v1 does not rotate: the same refresh token keeps working', async () => {
    const session = await login(accounts.url)
    const once = await refresh('v1', session.tokens.refresh.token)
    const twice = await refresh('v1', session.tokens.refresh.token)
    expect(once.body.refresh.token).toBe(session.tokens.refresh.token)
    expect(twice.status).toBe(200)
  })

  it('an expired refresh token gives 400/1007 and an expired access token 401/2002', async () => {
    const session = await login(accounts.url)
    accounts.advance(3601)
    const me = await call(accounts.url, 'GET', '/identity/api/v1/me', { bearer: session.tokens.access.token })
    expect([me.status, me.body.code]).toEqual([401, 2002])
    accounts.advance(86_400)
    const result = await refresh('v2', session.tokens.refresh.token)
    expect([result.status, result.body.code]).toEqual([400, 1007])
  })

  it('renews an expired access token into one that works', async () => {
    const session = await login(accounts.url)
    accounts.advance(3601)
    const renewed = await refresh('v2', session.tokens.refresh.token)
    const me = await call(accounts.url, 'GET', '/identity/api/v1/me', { bearer: renewed.body.access.token })
    expect(me.status).toBe(200)
  })
})

describe('logout', () => {
  it('revokes the refresh token and the access tokens issued with it', async () => {
    const session = await login(accounts.url)
    const out = await call(accounts.url, 'POST', '/identity/api/v1/me/logout', {
      bearer: session.tokens.access.token,
      json: { refresh_token: session.tokens.refresh.token },
    })
    expect(out.status).toBe(204)
    const again = await call(accounts.url, 'POST', '/identity/api/v2/tokens/refresh', {
      json: { refresh_token: session.tokens.refresh.token },
    })
    expect(again.body.code).toBe(1001)
    const me = await call(accounts.url, 'GET', '/identity/api/v1/me', { bearer: session.tokens.access.token })
    expect(me.body.code).toBe(2002)
  })

  it('accepts refresh_token_ids as a form list', async () => {
    const session = await login(accounts.url)
    const other = await login(accounts.url)
    const rtid = JSON.parse(
      Buffer.from(other.tokens.access.token.split('.')[1]!, 'base64url').toString(),
    ).rtid
    const out = await call(accounts.url, 'POST', '/identity/api/v1/me/logout', {
      bearer: session.tokens.access.token,
      raw: { type: 'application/x-www-form-urlencoded', body: `refresh_token_ids[]=${rtid}` },
    })
    expect(out.status).toBe(204)
    expect(
      (await call(accounts.url, 'GET', '/identity/api/v1/me', { bearer: other.tokens.access.token })).status,
    ).toBe(401)
    expect(
      (await call(accounts.url, 'GET', '/identity/api/v1/me', { bearer: session.tokens.access.token }))
        .status,
    ).toBe(200)
  })
})

describe('login with app credentials', () => {
  it('refuses a wrong password and wrong app credentials', async () => {
    const wrong = await call(accounts.url, 'POST', '/identity/api/v1/login', {
      basic: appBasic,
      json: { email_address: 'ana@example.com', password: 'nope-nope' },
    })
    expect([wrong.status, wrong.body.code]).toEqual([400, 2012])
    const app = await call(accounts.url, 'POST', '/identity/api/v1/login', {
      basic: Buffer.from('website:wrong').toString('base64'),
      json: { email_address: 'ana@example.com', password: 'Studio-Demo-1' },
    })
    expect([app.status, app.body.code]).toEqual([403, 2000])
  })
})

describe('expiring access tokens on demand (test control)', () => {
  const me = (token: string) => call(accounts.url, 'GET', '/identity/api/v1/me', { bearer: token })
  const expire = (json: Record<string, unknown>) =>
    call(accounts.url, 'POST', '/__sandbox/tokens/expire', { json })

  it("ends that customer's access tokens with 401/2002; the refresh token renews; others are untouched", async () => {
    const ana = await login(accounts.url)
    const again = await login(accounts.url)
    const ben = await login(accounts.url, 'ben@example.com', 'Studio-Demo-2')
    const result = await expire({ email_address: 'ana@example.com' })
    expect(result.status).toBe(200)
    expect(result.body.expired).toBeGreaterThanOrEqual(2)
    for (const token of [ana.tokens.access.token, again.tokens.access.token]) {
      const refused = await me(token)
      expect([refused.status, refused.body.code]).toEqual([401, 2002])
    }
    expect((await me(ben.tokens.access.token)).status).toBe(200)
    const renewed = await call(accounts.url, 'POST', '/identity/api/v2/tokens/refresh', {
      json: { refresh_token: ana.tokens.refresh.token },
    })
    expect(renewed.status).toBe(200)
    expect((await me(renewed.body.access.token)).status).toBe(200)
  })

  it('answers 404 for an unknown customer and 400/2013 without an address', async () => {
    expect((await expire({ email_address: 'nobody@example.com' })).status).toBe(404)
    const missing = await expire({})
    expect([missing.status, missing.body.code]).toEqual([400, 2013])
  })
})
