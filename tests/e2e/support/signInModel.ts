/**
 * Sign-in and sign-out paths replayed in Chromium against the running site: every state and transition
 * of machines/identity/signIn.browser.model.ts. With the stand-ins (tests/e2e/signIn.model.test.ts) it
 * also checks the cookies and the identity stand-in's call counts; against a deployment
 * (`npm run test:paths -- signIn`) it checks what the customer sees, and the failed exchange, which
 * only the stand-in can script, is skipped.
 */
import { expect } from 'vitest'
import { signInBrowserModel } from '../../../machines/identity/signIn.browser.model.ts'
import { signedOutReasons } from '../../../src/identity/signedOutReasons.ts'
import { describeModel } from '../../model/harness.ts'
import type { Credentials, ReplayEnv } from '../../paths/env.ts'
import type { PageHandle } from './browser.ts'
import { accountsUrl, countOf, demoCustomer, exchangeRoute, logoutRoute, sandbox } from './identity.ts'

/**
 * Where sign-in starts: a page that reads its query (search's `q`) with a tracking parameter beside it.
 * Sign-in must come back to the page with the query it uses; the tracking parameter is not part of the
 * page (docs/decisions/201), so it does not come back.
 */
const startPage = '/search?q=piano&utm_source=e2e'
const withoutTracking = (url: URL) => {
  const query = new URLSearchParams(url.search)
  query.delete('utm_source')
  const search = query.toString()
  return `${url.pathname}${search ? `?${search}` : ''}`
}

interface Sut {
  readonly handle: PageHandle
  exchanges: number
  /** The page (path and query) the customer clicked "Sign in" on: sign-in must return there. */
  signInFrom: string
}

const cookieMap = async (h: PageHandle) =>
  Object.fromEntries((await h.context.cookies()).map((c) => [c.name, c]))

const onSite = (h: PageHandle) => (url: URL) => url.origin === new URL(h.baseUrl).origin
/** The header bar's account control (the menu drawer holds a second one for small screens). */
const header = (h: PageHandle) => h.page.locator('.site-header__inner .site-header__account')

async function submitCredentials(h: PageHandle, customer: Credentials) {
  await h.page.getByLabel('Email address').fill(customer.email)
  await h.page.getByLabel('Password').fill(customer.password)
  await h.page.getByRole('button', { name: 'Sign in' }).click()
  await h.page.waitForURL((url) => onSite(h)(url) && !url.searchParams.has('code'))
}

export function describeSignIn(handle: PageHandle, env: ReplayEnv) {
  const customer = () => env.customer('customer')
  /** What only the stand-in can tell: its call counts and the site's cookie names in this stack. */
  const count = (route: string) => (env.hooks ? countOf(route) : Promise.resolve(0))
  describeModel<Sut>({
    name: 'signIn-browser',
    model: signInBrowserModel,
    timeout: env.pathTimeout,
    hooks: env.hooks,
    hookEvents: { 'exchange.fails': 'a scripted failure of the token exchange at the identity stand-in' },
    setup: async () => {
      await handle.page.goto(startPage)
      return { handle, exchanges: await count(exchangeRoute), signInFrom: '' }
    },
    teardown: async () => {
      if (env.hooks) await sandbox('DELETE', '/faults')
    },
    states: {
      signedOut: async ({ handle: h }) => {
        // Waits for the header to say so: hydration now starts after the first paint, and a check made
        // in the same moment as its first render once found no link.
        await header(h).getByRole('link', { name: 'Sign in' }).waitFor()
        await expect(header(h).getByRole('button', { name: 'Sign out' }).count()).resolves.toBe(0)
        const cookies = await cookieMap(h)
        expect(Object.keys(cookies).filter((n) => n.includes('_token_'))).toEqual([])
        return 'header offers “Sign in”'
      },
      authorizing: async ({ handle: h, signInFrom }) => {
        const url = new URL(h.page.url())
        if (env.hooks) expect(h.page.url().startsWith(`${accountsUrl()}/identity/en/authorize?`)).toBe(true)
        expect(url.pathname.endsWith('/en/authorize')).toBe(true)
        expect(url.searchParams.get('code_challenge_method')).toBe('s256')
        expect(url.searchParams.get('redirect_uri')).toBe(`${h.baseUrl}${signInFrom}`)
        if (env.hooks) {
          const stored = (await cookieMap(h))['signin_request_production-1']
          expect(stored?.httpOnly).toBe(true)
        }
        await h.page.getByLabel('Email address').waitFor()
        return 'the identity service asks for email and password'
      },
      signedIn: async (sut) => {
        const h = sut.handle
        const url = new URL(h.page.url())
        expect(`${url.pathname}${url.search}`).toBe(sut.signInFrom)
        await header(h).getByRole('button', { name: 'Sign out' }).waitFor()
        if (env.hooks) {
          await expect(header(h).getByRole('link', { name: demoCustomer.name }).count()).resolves.toBe(1)
          const cookies = await cookieMap(h)
          for (const name of ['access_token_production-1', 'refresh_token_production-1']) {
            expect(cookies[name]).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
            expect(cookies[name]!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)
          }
          expect(cookies['signin_request_production-1']).toBeUndefined()
        }
        // Tokens never reach page scripts.
        await expect(h.page.evaluate(() => document.cookie)).resolves.not.toContain('token')
        expect(h.errors).toEqual([])
        return `back on ${sut.signInFrom}, signed in, header offers “Sign out”`
      },
      refused: async (sut) => {
        const h = sut.handle
        expect(new URL(h.page.url()).pathname).toBe('/signed-out')
        await expect(h.page.getByRole('alert').textContent()).resolves.toBe(signedOutReasons.state)
        await expect(count(exchangeRoute)).resolves.toBe(sut.exchanges)
        if (env.hooks)
          expect(Object.keys(await cookieMap(h)).filter((n) => n.includes('production-1'))).toEqual([])
        return `signed-out page: “${signedOutReasons.state}”`
      },
      failed: async ({ handle: h }) => {
        expect(new URL(h.page.url()).pathname).toBe('/signed-out')
        await expect(h.page.getByRole('alert').textContent()).resolves.toBe(signedOutReasons.exchange)
        expect(Object.keys(await cookieMap(h)).filter((n) => n.includes('production-1'))).toEqual([])
        return `signed-out page: “${signedOutReasons.exchange}”`
      },
    },
    events: {
      'user.signIn': async (sut) => {
        const h = sut.handle
        // From the signed-out page, sign in again from a page with a return address.
        if (new URL(h.page.url()).pathname === '/signed-out') await h.page.goto(startPage)
        sut.signInFrom = withoutTracking(new URL(h.page.url()))
        await header(h).getByRole('link', { name: 'Sign in' }).click()
        await h.page.waitForURL((url) => url.pathname.endsWith('/en/authorize'))
      },
      'user.submitCredentials': async (sut) => {
        await submitCredentials(sut.handle, customer())
        sut.exchanges = await count(exchangeRoute)
      },
      'exchange.fails': async ({ handle: h }) => {
        await sandbox('POST', '/faults', {
          service: 'identity',
          method: 'POST',
          path: '/api/v1/tokens/exchange',
          kind: '500',
          times: 1,
        })
        await h.page.getByLabel('Email address').fill(customer().email)
        await h.page.getByLabel('Password').fill(customer().password)
        await h.page.getByRole('button', { name: 'Sign in' }).click()
        await h.page.waitForURL((url) => onSite(h)(url) && url.pathname === '/signed-out')
      },
      'callback.forged': async (sut) => {
        sut.exchanges = await count(exchangeRoute)
        // On the not-found page: the callback check runs on any page.
        await sut.handle.page.goto('/no-such-page?state=forged-state&code=stolen-code')
      },
      'user.signOut': async ({ handle: h }) => {
        const logouts = await count(logoutRoute)
        // The page signed out from may already be on "/" (sign-in returns to /?ref=e2e), so a URL wait
        // alone can resolve before the form is even sent: wait for the sign-out answer, then for the
        // page it leads to. The server revokes before it answers, so the count is final by then.
        await Promise.all([
          h.page.waitForResponse(
            (r) => new URL(r.url()).pathname === '/auth/sign-out' && r.request().method() === 'POST',
          ),
          header(h).getByRole('button', { name: 'Sign out' }).click(),
        ])
        await header(h).getByRole('link', { name: 'Sign in' }).waitFor()
        const url = new URL(h.page.url())
        expect(onSite(h)(url) && `${url.pathname}${url.search}`).toBe('/')
        if (env.hooks) expect((await count(logoutRoute)) - logouts).toBe(1)
      },
    },
  })
}
