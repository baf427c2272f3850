/**
 * The header's login state replayed in Chromium against the running site and the accounts stand-in:
 * every state and transition of machines/identity/loginState.browser.model.ts. The header carries the tag the
 * login-state machine settled on for the page's request (`data-login-state`), and each check holds it
 * against what the visitor sees and the cookies the browser holds.
 */
import { describe, expect } from 'vitest'
import { loginStateBrowserModel } from '../../machines/identity/loginState.browser.model.ts'
import { cookieNames } from '../../src/identity/cookies.ts'
import { describeModel } from '../model/harness.ts'
import { type PageHandle, usePage } from './support/browser.ts'
import { countOf, demoCustomer, logoutRoute, refreshRoute } from './support/identity.ts'

/** The header bar's account control (the menu drawer holds a second one for small screens). */
const header = (h: PageHandle) => h.page.locator('.site-header__inner .site-header__account')
const loginState = (h: PageHandle) => header(h).locator('[data-login-state]').getAttribute('data-login-state')
const cookie = async (h: PageHandle, name: string) => (await h.context.cookies()).find((c) => c.name === name)

describe("the header's login state in Chromium", () => {
  const handle = usePage()
  describeModel<PageHandle>({
    name: 'loginState-browser',
    model: loginStateBrowserModel,
    paths: 'covering',
    timeout: 60_000,
    setup: async () => {
      await handle.page.goto('/studio')
      return handle
    },
    states: {
      loggedOut: async (h) => {
        await expect(loginState(h)).resolves.toBe('loggedOut')
        await expect(header(h).getByRole('link', { name: 'Sign in' }).count()).resolves.toBe(1)
        await expect(header(h).getByRole('button', { name: 'Sign out' }).count()).resolves.toBe(0)
        await expect(cookie(h, cookieNames.refresh)).resolves.toBeUndefined()
        expect(h.errors).toEqual([])
      },
      loggedIn: async (h) => {
        await expect(loginState(h)).resolves.toBe('loggedIn')
        await expect(header(h).getByRole('link', { name: demoCustomer.name }).count()).resolves.toBe(1)
        await expect(header(h).getByRole('button', { name: 'Sign out' }).count()).resolves.toBe(1)
        await expect(cookie(h, cookieNames.refresh)).resolves.toBeDefined()
        expect(h.errors).toEqual([])
      },
      signedOut: async (h) => {
        await expect(loginState(h)).resolves.toBe('loggedOut')
        expect(new URL(h.page.url()).pathname).toBe('/')
        const names = (await h.context.cookies()).map((c) => c.name)
        expect(names.filter((n) => n === cookieNames.access || n === cookieNames.refresh)).toEqual([])
      },
    },
    events: {
      'session.found': async (h) => {
        await header(h).getByRole('link', { name: 'Sign in' }).click()
        await h.page.getByLabel('Email address').fill(demoCustomer.email)
        await h.page.getByLabel('Password').fill(demoCustomer.password)
        await h.page.getByRole('button', { name: 'Sign in' }).click()
        await h.page.waitForURL(
          (url) => url.origin === new URL(h.baseUrl).origin && url.pathname === '/studio',
        )
        await header(h).locator('[data-login-state="loggedIn"]').waitFor()
      },
      'access.dropped': async (h) => {
        await h.context.clearCookies({ name: cookieNames.access })
        await h.page.reload()
        // Logged in by the refresh cookie: the customer's session hands the browser an access token again.
        await expect(cookie(h, cookieNames.access)).resolves.toBeDefined()
      },
      'refresh.dropped': async (h) => {
        await h.context.clearCookies({ name: cookieNames.refresh })
        await h.page.reload()
        // The access cookie is still valid, and still there: without a refresh cookie it is no session.
        await expect(cookie(h, cookieNames.access)).resolves.toBeDefined()
      },
      'session.ended': async (h) => {
        const refresh = await cookie(h, cookieNames.refresh)
        if (!refresh) throw new Error('no refresh cookie to end')
        // A refresh token the identity service never issued, and no access token: renewal must fail.
        await h.context.clearCookies({ name: cookieNames.access })
        await h.context.addCookies([{ ...refresh, value: 'ended-session-token' }])
        const refreshes = await countOf(refreshRoute)
        await h.page.reload()
        expect((await countOf(refreshRoute)) - refreshes).toBe(1)
      },
      'user.signOut': async (h) => {
        const logouts = await countOf(logoutRoute)
        await Promise.all([
          h.page.waitForResponse(
            (r) => new URL(r.url()).pathname === '/auth/sign-out' && r.request().method() === 'POST',
          ),
          header(h).getByRole('button', { name: 'Sign out' }).click(),
        ])
        await header(h).locator('[data-login-state="loggedOut"]').waitFor()
        expect((await countOf(logoutRoute)) - logouts).toBe(1)
      },
    },
  })
})
