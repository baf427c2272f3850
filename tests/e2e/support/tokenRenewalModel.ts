/**
 * Token renewal replayed in Chromium against the running site and the accounts stand-in: every state
 * and transition of machines/identity/tokenRenewal.browser.model.ts. Each step has the stand-in end the
 * customer's access tokens (its test hook), and scripts the refresh's answer with a one-time fault where
 * the path asks for a failure; then the customer loads their account, and the checks hold what the page
 * shows against the stand-in's count of refresh calls and the cookies the browser holds. Against a deployment
 * (`npm run test:paths -- tokenRenewal`) only the signed-in account is checked: every renewal needs the
 * stand-in to end the tokens, so its transitions are listed as skipped.
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { tokenRenewalBrowserModel } from '../../../machines/identity/tokenRenewal.browser.model.ts'
import { cookieNames } from '../../../src/identity/cookies.ts'
import { describeModel } from '../../model/harness.ts'
import type { Credentials, ReplayEnv } from '../../paths/env.ts'
import { hydrated, type PageHandle } from './browser.ts'
import { countOf, expireAccessTokens, refreshRoute, sandbox } from './identity.ts'

/** Each renewal needs the accounts stand-in to end the customer's access tokens first. */
const ended = 'the accounts stand-in ends the access tokens (a test hook)'
const refreshPath = '/api/v2/tokens/refresh'

interface Sut {
  readonly handle: PageHandle
  readonly customer: Credentials
  /** The refresh cookie before the step: a renewal rotates it. */
  refreshBefore: string | undefined
  /** The stand-in's fault that answers refresh calls in this step, if any. */
  fault: string | undefined
}

/** The header bar's account control (the menu drawer holds a second one for small screens). */
const header = (page: Page) => page.locator('.site-header__inner .site-header__account')
/** A token cookie by the spec's name; on https a deployment gives it the `__Host-` prefix. */
const cookie = async (h: PageHandle, name: string) =>
  (await h.context.cookies()).find((c) => c.name === name || c.name === `__Host-${name}`)?.value

/** The account overview, signed in: it names the customer's email address. */
async function showsAccount(page: Page, customer: Credentials): Promise<void> {
  await header(page).getByRole('button', { name: 'Sign out' }).waitFor()
  await expect(page.getByText(customer.email).count()).resolves.toBeGreaterThan(0)
}

/** Ends the customer's access tokens at the stand-in, then loads `pages` account pages at once. */
async function loadAfterExpiry(sut: Sut, pages: Page[]): Promise<number> {
  sut.refreshBefore = await cookie(sut.handle, cookieNames.refresh)
  // Counted before the tokens end: a request the page was still making (a banner's read) may meet the
  // ended token first and renew for the session, and that refresh is this step's too.
  const before = await countOf(refreshRoute)
  await expireAccessTokens(sut.customer.email)
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

export function describeTokenRenewal(handle: PageHandle, env: ReplayEnv) {
  describeModel<Sut>({
    name: 'tokenRenewal-browser',
    model: tokenRenewalBrowserModel,
    paths: 'walks',
    timeout: 180_000,
    hooks: env.hooks,
    hookEvents: {
      'renewal.done': ended,
      'renewal.shared': ended,
      'renewal.failed': `${ended}, and scripts the refresh's answer`,
      'renewal.refused': `${ended}, and scripts the refresh's answer`,
    },
    setup: async () => {
      await env.signIn(handle, 'customer')
      await handle.page.goto('/account')
      return { handle, customer: env.customer('customer'), refreshBefore: undefined, fault: undefined }
    },
    teardown: async () => {
      if (env.hooks) await sandbox('DELETE', '/faults')
    },
    states: {
      active: async ({ handle: h, customer }) => {
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
        await showsAccount(sut.handle.page, sut.customer)
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
          await showsAccount(sut.handle.page, sut.customer)
          await showsAccount(second, sut.customer)
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
}
