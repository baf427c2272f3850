/**
 * Token renewal replayed in Chromium against the running site and the accounts stand-in: every state
 * and transition of machines/identity/tokenRenewal.browser.model.ts. Each step has the stand-in end the
 * customer's access tokens (its test hook), and scripts the refresh's answer with a one-time fault where
 * the path asks for a failure; then the customer loads their account, and the checks hold what the page
 * shows against the stand-in's count of refresh calls and the cookies the browser holds.
 */
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { tokenRenewalBrowserModel } from '../../machines/identity/tokenRenewal.browser.model.ts'
import { cookieNames } from '../../src/identity/cookies.ts'
import { describeModel } from '../model/harness.ts'
import { hydrated, type PageHandle, usePage } from './support/browser.ts'
import { customers, signedIn } from './support/commerce.ts'
import { countOf, expireAccessTokens, refreshRoute, sandbox } from './support/identity.ts'

const customer = customers.ben
const refreshPath = '/api/v2/tokens/refresh'

interface Sut {
  readonly handle: PageHandle
  /** The refresh cookie before the step: a renewal rotates it. */
  refreshBefore: string | undefined
  /** The stand-in's fault that answers refresh calls in this step, if any. */
  fault: string | undefined
}

/** The header bar's account control (the menu drawer holds a second one for small screens). */
const header = (page: Page) => page.locator('.site-header__inner .site-header__account')
const cookie = async (h: PageHandle, name: string) =>
  (await h.context.cookies()).find((c) => c.name === name)?.value

/** The account overview, signed in: it names the customer's email address. */
async function showsAccount(page: Page): Promise<void> {
  await header(page).getByRole('button', { name: 'Sign out' }).waitFor()
  await expect(page.getByText(customer.email).count()).resolves.toBeGreaterThan(0)
}

/** Ends the customer's access tokens at the stand-in, then loads `pages` account pages at once. */
async function loadAfterExpiry(sut: Sut, pages: Page[]): Promise<number> {
  sut.refreshBefore = await cookie(sut.handle, cookieNames.refresh)
  // Counted before the tokens end: a request the page was still making (a banner's read) may meet the
  // ended token first and renew for the session, and that refresh is this step's too.
  const before = await countOf(refreshRoute)
  await expireAccessTokens(customer.email)
  await Promise.all(pages.map((page) => page.goto('/account')))
  return (await countOf(refreshRoute)) - before
}

/**
 * Every refresh call answers `answer` until the next step: a page load that fails to renew leaves the
 * lock free, so the page's later requests try again, and each must meet the same answer. The step's
 * fault is added before the last one is removed, so no refresh slips through between the two.
 */
async function scriptRefresh(sut: Sut, answer?: Record<string, unknown>): Promise<void> {
  const last = sut.fault
  sut.fault = answer
    ? (
        (await sandbox('POST', '/faults', {
          service: 'identity',
          method: 'POST',
          path: refreshPath,
          ...answer,
        })) as { id: string }
      ).id
    : undefined
  if (last) await sandbox('DELETE', `/faults/${last}`)
}

const problem = (page: Page) => page.locator('.account-page__notice--problem')

describe('token renewal in Chromium', () => {
  const handle = usePage()
  describeModel<Sut>({
    name: 'tokenRenewal-browser',
    model: tokenRenewalBrowserModel,
    paths: 'walks',
    timeout: 180_000,
    setup: async () => {
      await signedIn(handle, 'ben')
      await handle.page.goto('/account')
      return { handle, refreshBefore: undefined, fault: undefined }
    },
    teardown: async () => {
      await sandbox('DELETE', '/faults')
    },
    states: {
      active: async ({ handle: h }) => {
        await header(h.page).getByRole('button', { name: 'Sign out' }).waitFor()
        await expect(cookie(h, cookieNames.refresh)).resolves.toBeDefined()
        const said = (await problem(h.page).count()) ? await problem(h.page).first().textContent() : undefined
        return said
          ? `signed in, the account says “${said}”`
          : `signed in: the account of ${customer.email}, the header offers “Sign out”`
      },
      signedOut: async ({ handle: h }) => {
        // The account sends a visitor without a session to sign in, and back here afterwards.
        await h.page.getByLabel('Email address').waitFor()
        const names = (await h.context.cookies()).map((c) => c.name)
        expect(names.filter((n) => n === cookieNames.access || n === cookieNames.refresh)).toEqual([])
        return 'sent to sign in again, no session cookies left'
      },
    },
    events: {
      'renewal.done': async (sut) => {
        await scriptRefresh(sut)
        await expect(loadAfterExpiry(sut, [sut.handle.page])).resolves.toBe(1)
        await showsAccount(sut.handle.page)
        // v2 refresh rotates: the browser holds the new refresh token.
        await expect(cookie(sut.handle, cookieNames.refresh)).resolves.not.toBe(sut.refreshBefore)
      },
      'renewal.shared': async (sut) => {
        await scriptRefresh(sut)
        const second = await sut.handle.context.newPage()
        try {
          // Two pages of one session load at once: one refresh call serves both.
          await expect(loadAfterExpiry(sut, [sut.handle.page, second])).resolves.toBe(1)
          await hydrated(second)
          await showsAccount(sut.handle.page)
          await showsAccount(second)
        } finally {
          await second.close()
        }
      },
      'renewal.failed': async (sut) => {
        await scriptRefresh(sut, { kind: '503' })
        await expect(loadAfterExpiry(sut, [sut.handle.page])).resolves.toBeGreaterThanOrEqual(1)
        // A passing failure keeps the session: the account says what went wrong and offers a retry, and
        // the browser keeps its refresh cookie.
        // The overview's parts each read on their own, so each may say so; one is enough here.
        await problem(sut.handle.page).getByRole('button', { name: 'Try again' }).first().waitFor()
        await expect(cookie(sut.handle, cookieNames.refresh)).resolves.toBe(sut.refreshBefore)
      },
      'renewal.refused': async (sut) => {
        await scriptRefresh(sut, { kind: 'error', status: 400, code: 1001, error: 'Invalid refresh token' })
        await expect(loadAfterExpiry(sut, [sut.handle.page])).resolves.toBe(1)
      },
    },
  })
})
