/** Sign-in, /account, renewal, sign-out and the bad-input rules in Chromium against the stand-in. */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { problemMessages } from '../../src/account/kit/messages.ts'
import { signedOutReasons } from '../../src/identity/signedOutReasons.ts'
import { type PageHandle, usePage } from './support/browser.ts'
import {
  accountsUrl,
  countOf,
  demoCustomer,
  exchangeRoute,
  expireAccessTokens,
  refreshRoute,
  sandbox,
} from './support/identity.ts'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string }[] }> } }).axe
    return (await axe.run()).violations.map((v) => v.id)
  })
}

async function signInWith(handle: PageHandle, path: string) {
  const { page } = handle
  await page.goto(path)
  await page.getByLabel('Email address').fill(demoCustomer.email)
  await page.getByLabel('Password').fill(demoCustomer.password)
  const [callback] = await Promise.all([
    page.waitForRequest(
      (r) => r.url().startsWith(handle.baseUrl) && new URL(r.url()).searchParams.has('code'),
    ),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ])
  await page.waitForURL(
    (url) => url.origin === new URL(handle.baseUrl).origin && !url.searchParams.has('code'),
  )
  return callback.url()
}

describe('identity in the browser', () => {
  const handle = usePage()
  const signInAt = (path: string) => signInWith(handle, path)
  afterEach(async () => {
    await sandbox('DELETE', '/faults')
  })

  it('sends a signed-out visitor of /account to sign-in and back, renders the account, renews, verifies', async () => {
    const { page } = handle
    await signInAt('/account')
    expect(new URL(page.url()).pathname).toBe('/account')
    await expect(page.locator('[data-field=name]').textContent()).resolves.toBe(demoCustomer.name)
    await expect(page.locator('[data-field=email]').textContent()).resolves.toBe(demoCustomer.email)
    // No raw locale code ("en_US") in the overview's copy.
    await expect(page.locator('main').innerText()).resolves.not.toMatch(/\b[a-z]{2}_[A-Z]{2}\b/)
    await expect(axeViolations(page)).resolves.toEqual([])

    // The access token ends: the next load must renew and still show the account. Counted before the
    // expiry: on a busy machine the page's own idle reads can be the first call after it, and renew the
    // session just before the reload (which then needs no refresh). Either way, exactly one refresh.
    const refreshes = await countOf(refreshRoute)
    await expireAccessTokens()
    const response = await page.reload()
    expect(response?.headers()['cache-control']).toContain('no-store')
    await expect(page.locator('[data-field=email]').textContent()).resolves.toBe(demoCustomer.email)
    expect(await countOf(refreshRoute)).toBe(refreshes + 1)

    // A content page rendered for a signed-in customer never goes to a shared cache.
    const home = await page.request.get('/')
    expect(home.headers()['cache-control']).toBe('private, no-store')
    // Client-side navigation reads the same data as JSON.
    const session = await page.request.get('/api/account/read/session')
    expect(session.headers()['cache-control']).toBe('private, no-store')
    await expect(session.json()).resolves.toEqual({ state: 'loggedIn', name: demoCustomer.name })
    await expect((await page.request.get('/api/account/read/overview')).json()).resolves.toMatchObject({
      status: 'signedIn',
      ok: true,
      value: { account: { ok: true, value: { email: demoCustomer.email } } },
    })

    // The verification email is sent from the overview's reminder, to a customer not yet verified
    // (tests/e2e/account-overview.test.ts).
    expect(handle.errors).toEqual([])
  })

  it('refuses a replayed callback: no second exchange, a short message', async () => {
    const { page } = handle
    await page.goto('/auth/sign-in?return=%2F')
    const callback = await signInAt(page.url())
    const exchanges = await countOf(exchangeRoute)
    await page.goto(callback)
    expect(new URL(page.url()).pathname).toBe('/signed-out')
    await expect(page.getByRole('alert').textContent()).resolves.toBe(signedOutReasons.state)
    expect(await countOf(exchangeRoute)).toBe(exchanges)
    await expect(axeViolations(page)).resolves.toEqual([])
  })

  it('ignores return and continue addresses outside the allow-list', async () => {
    const { page } = handle
    await page.goto('/auth/sign-in?return=https%3A%2F%2Fevil.example%2Fsteal')
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe(`${handle.baseUrl}/`)
    await signInAt(page.url())
    const logout = await page.request.post('/auth/sign-out', {
      form: { return: '//evil.example/steal' },
      headers: { origin: handle.baseUrl },
      maxRedirects: 0,
    })
    const location = new URL(logout.headers().location ?? '')
    expect(`${location.origin}${location.pathname}`).toBe(`${accountsUrl()}/identity/en/logout`)
    expect(location.searchParams.get('continue')).toBe(`${handle.baseUrl}/`)
  })

  it('refuses a cross-site sign-out and shows a friendly message when the service is down', async () => {
    const { page } = handle
    await signInAt('/auth/sign-in?return=%2Faccount')
    const forged = await page.request.post('/auth/sign-out', {
      headers: { origin: 'https://evil.example' },
      maxRedirects: 0,
    })
    expect(forged.status()).toBe(403)
    await sandbox('POST', '/faults', { service: 'identity', method: 'GET', path: '/api/v1/me', kind: '503' })
    const response = await page.reload()
    expect(response?.status()).toBe(200)
    // The account page frame words the problem and offers a retry inside the same alert.
    const alert = page.getByRole('alert')
    await expect(alert.textContent()).resolves.toContain(problemMessages.ServiceUnavailable)
    await expect(alert.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(1)
    await expect(page.content()).resolves.not.toMatch(/at \w+ \(|node_modules/)
  })

  it('answers bad input on its endpoints with a clear status, never a 500', async () => {
    const base = handle.baseUrl
    const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' })
    expect((await get('/auth/sign-out')).status).toBe(405)
    expect((await get('/api/account/command/sendVerificationEmail')).status).toBe(405)
    for (const path of ['/auth/sign-in?return=%E0%A4%A', '/auth/sign-in?return=javascript:alert(1)']) {
      const response = await get(path)
      expect(response.status).toBe(302)
      expect(new URL(response.headers.get('location') ?? '').searchParams.get('redirect_uri')).toBe(
        `${base}/`,
      )
    }
    for (const path of ['/?state=&code=', '/studio?code=%E0%A4%A', '/no-such-page?state=x']) {
      const response = await get(path)
      expect([response.status, response.headers.get('location')]).toEqual([302, '/signed-out?reason=state'])
    }
    const garbage = await fetch(`${base}/account`, {
      redirect: 'manual',
      headers: { cookie: 'refresh_token_production-1=%%%; access_token_production-1=zzz' },
    })
    expect(garbage.status).toBe(307)
    await expect((await get('/api/account/read/session')).json()).resolves.toEqual({ state: 'loggedOut' })
    const unknown = await fetch(`${base}/account`, {
      redirect: 'manual',
      headers: { cookie: 'refresh_token_production-1=not-a-token; access_token_production-1=zzz' },
    })
    expect([unknown.status, unknown.headers.get('location')]).toEqual([
      307,
      '/auth/sign-in?return=%2Faccount',
    ])
    expect(unknown.headers.getSetCookie().filter((c) => c.includes('Max-Age=0'))).toHaveLength(2)
    const forged = await fetch(`${base}/auth/sign-out`, {
      method: 'POST',
      body: '{"return":',
      redirect: 'manual',
    })
    expect(forged.status).toBe(403)
  })
})
