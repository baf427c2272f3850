import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authorize, call, pkce, startTestAccounts, type TestAccounts } from '../test-support.ts'

let accounts: TestAccounts
beforeAll(async () => {
  accounts = await startTestAccounts()
})
afterAll(() => accounts.close())

const authorizeQuery = (params: Record<string, string>) =>
  `/identity/en/authorize?${new URLSearchParams({
    app_id: 'website',
    state: 'abc',
    redirect_uri: 'http://localhost:3000/en/',
    code_challenge: pkce().challenge,
    code_challenge_method: 's256',
    ...params,
  })}`

describe('/en/authorize', () => {
  it('shows an accessible sign-in form naming the app and carrying the request', async () => {
    const result = await call(accounts.url, 'GET', authorizeQuery({}))
    expect(result.status).toBe(200)
    expect(result.headers.get('content-type')).toMatch(/text\/html/)
    expect(result.text).toContain('Pulsewave website')
    expect(result.text).toMatch(/<label for="email">/)
    expect(result.text).toMatch(/<input id="password" name="password" type="password"/)
    expect(result.text).toContain('name="state" value="abc"')
  })

  it('signs in and redirects to the address with state and a code', async () => {
    const result = await authorize(accounts.url, {
      challenge: pkce().challenge,
      state: 'st-9',
      redirectUri: 'http://127.0.0.1:4000/en/account?x=1',
    })
    expect(result.status).toBe(302)
    const target = new URL(result.headers.get('location') ?? '')
    expect(target.origin + target.pathname).toBe('http://127.0.0.1:4000/en/account')
    expect(target.searchParams.get('x')).toBe('1')
    expect(target.searchParams.get('state')).toBe('st-9')
    expect(target.searchParams.get('code')).toMatch(/^[\w-]{20,}$/)
    expect(result.headers.get('set-cookie')).toMatch(/HttpOnly/)
  })

  it('shows the form again with an error and 401 for a wrong password', async () => {
    const result = await authorize(accounts.url, { challenge: pkce().challenge, password: 'wrong-one' })
    expect(result.status).toBe(401)
    expect(result.text).toContain('role="alert"')
    expect(result.text).toContain('value="ana@example.com"')
    expect(result.headers.get('location')).toBeNull()
  })

  it('never redirects to a foreign address: an error page instead', async () => {
    for (const redirectUri of [
      'https://evil.example.net/cb',
      'javascript:alert(1)',
      'http://user:pw@localhost/',
    ]) {
      const page = await call(accounts.url, 'GET', authorizeQuery({ redirect_uri: redirectUri }))
      expect(page.status).toBe(400)
      const post = await authorize(accounts.url, { challenge: pkce().challenge, redirectUri })
      expect(post.status).toBe(400)
      expect(post.headers.get('location')).toBeNull()
    }
  })

  it('accepts an origin from ACCOUNTS_ALLOWED_ORIGINS', async () => {
    const result = await authorize(accounts.url, {
      challenge: pkce().challenge,
      redirectUri: 'https://www.example.com/en/',
    })
    expect(result.status).toBe(302)
  })

  it('refuses a request without PKCE or with another method', async () => {
    expect((await call(accounts.url, 'GET', authorizeQuery({ code_challenge_method: 'plain' }))).status).toBe(
      400,
    )
    expect((await call(accounts.url, 'GET', authorizeQuery({ code_challenge: '' }))).status).toBe(400)
  })

  it('offers to continue an existing identity session, until /en/logout ends it', async () => {
    const signIn = await authorize(accounts.url, { challenge: pkce().challenge })
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!
    const page = await call(accounts.url, 'GET', authorizeQuery({}), { headers: { cookie } })
    expect(page.text).toContain('Continue as ana@example.com')
    await call(accounts.url, 'GET', '/identity/en/logout', { headers: { cookie } })
    const after = await call(accounts.url, 'GET', authorizeQuery({}), { headers: { cookie } })
    expect(after.text).not.toContain('Continue as')
  })
})

describe('/en/logout', () => {
  it('goes to an allowed continue address', async () => {
    const result = await call(accounts.url, 'GET', '/identity/en/logout?continue=http://localhost:3000/en/')
    expect(result.status).toBe(302)
    expect(result.headers.get('location')).toBe('http://localhost:3000/en/')
  })

  it('goes to the stand-in signed-out page for a foreign or missing continue address', async () => {
    for (const query of ['?continue=https://evil.example.net/', '?continue=//evil.example.net', '']) {
      const result = await call(accounts.url, 'GET', `/identity/en/logout${query}`)
      expect(result.status).toBe(302)
      expect(new URL(result.headers.get('location') ?? '').pathname).toBe('/identity/en/signed-out')
    }
    expect((await call(accounts.url, 'GET', '/identity/en/signed-out')).status).toBe(200)
  })
})
