/**
 * The account platform in Chromium: every state and transition of the command machine
 * (machines/account/accountCommand.model.ts) replayed on the licences screen's register form, with the
 * command's answer held and settled by the test; and a signed-in content page that does not wait for a
 * hanging identity service.
 */
import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accountCommandModel } from '../../machines/account/accountCommand.model.ts'
import { cookieNames } from '../../src/identity/cookies.ts'
import { describeModel } from '../model/harness.ts'
import { type PageHandle, usePage } from './support/browser.ts'
import { countOf, demoCustomers, refreshRoute, sandbox, signInAs } from './support/identity.ts'

interface Sut {
  readonly page: Page
  readonly held: Route[]
  sent: number
}

const form = (page: Page) => page.locator('form[action$="/registerProduct"]')
const button = (page: Page) => form(page).getByRole('button', { name: /^(Register|Registering…)$/ })
/** The screen's one outcome (kit/outcome.tsx): where every command's result shows, focused. */
const outcome = (page: Page) => page.locator('.account-page__outcome')

async function heldCommands(sut: Sut, count: number) {
  await expect.poll(() => sut.held.length, { timeout: 10_000 }).toBe(count)
}

describe('account command machine in Chromium', () => {
  const handle: PageHandle = usePage()
  describeModel<Sut>({
    name: 'accountCommand-browser',
    model: accountCommandModel,
    paths: 'covering',
    timeout: 45_000,
    setup: async () => {
      const { page } = handle
      await signInAs(handle, '/account/licences', demoCustomers.cleo)
      await form(page).and(page.locator('[data-ready=true]')).waitFor()
      const sut: Sut = { page, held: [], sent: 0 }
      await page.route('**/api/account/command/registerProduct', (route) => {
        sut.sent += 1
        sut.held.push(route)
      })
      await page.getByLabel('Serial number').fill('HEXFX-PERM-0002-C3D4')
      return sut
    },
    states: {
      idle: async ({ page, held }) => {
        await expect(button(page).isEnabled()).resolves.toBe(true)
        await expect(outcome(page).count()).resolves.toBe(0)
        expect(held).toHaveLength(0)
      },
      submitting: async (sut) => {
        await heldCommands(sut, 1)
        await expect(button(sut.page).isDisabled()).resolves.toBe(true)
        await expect(button(sut.page).getAttribute('aria-busy')).resolves.toBe('true')
        // The button says what it is doing, and the last outcome is gone while it does.
        await expect(button(sut.page).textContent()).resolves.toBe('Registering…')
        await expect(outcome(sut.page).count()).resolves.toBe(0)
      },
      succeeded: async ({ page, held }) => {
        await outcome(page)
          .getByRole('status')
          .filter({ hasText: 'HEXFX-PERM-0002-C3D4 is registered' })
          .waitFor()
        await expect(page.evaluate(() => document.activeElement?.className)).resolves.toBe(
          'account-page__outcome',
        )
        await expect(button(page).textContent()).resolves.toBe('Register')
        await expect(button(page).isEnabled()).resolves.toBe(true)
        expect(held).toHaveLength(0)
      },
      failed: async ({ page, held }) => {
        await outcome(page).getByRole('alert').waitFor()
        await expect(page.evaluate(() => document.activeElement?.className)).resolves.toBe(
          'account-page__outcome',
        )
        await expect(outcome(page).getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(true)
        expect(held).toHaveLength(0)
      },
    },
    events: {
      // A submit in `submitting` is the double click: the form's own submit, whatever the button's state.
      'user.submit': async ({ page }) => {
        await form(page).evaluate((f) => (f as HTMLFormElement).requestSubmit())
      },
      'user.retry': async ({ page }) => outcome(page).getByRole('button', { name: 'Try again' }).click(),
      'user.dismiss': async ({ page }) => page.getByLabel('Serial number').fill('HEXFX-PERM-0002-C3D4'),
      'send.ok': async (sut) => {
        await heldCommands(sut, 1)
        await sut.held.shift()!.fulfill({ json: { ok: true } })
      },
      'send.refused': async (sut) => {
        await heldCommands(sut, 1)
        await sut.held.shift()!.fulfill({ json: { ok: false, failure: { _tag: 'ApiError', status: 409 } } })
      },
      'send.lost': async (sut) => {
        await heldCommands(sut, 1)
        await sut.held.shift()!.abort('failed')
      },
    },
  })
})

describe('a hanging identity service', () => {
  const handle = usePage()

  it('does not hold up a signed-in content page: the header renders without the name', async () => {
    const { page } = handle
    // The header carries the account control twice, in the wide bar and in the phone menu: read the shown one.
    const name = () => page.locator('.account-control__name').filter({ visible: true })
    await signInAs(handle, '/account/licences', demoCustomers.ana)
    await expect(name().textContent()).resolves.toBe(demoCustomers.ana.name)
    await sandbox('POST', '/faults', { service: 'identity', method: 'GET', path: '/api/v1/me', kind: 'hang' })
    // The header keeps a session's name for a while (decision 264): without the access cookie the browser
    // is a session the header has not seen, so it asks `GET me` again (after renewing) and meets the hang.
    await handle.context.clearCookies({ name: cookieNames.access })
    try {
      const started = Date.now()
      // The SDK time-out is 10 s; the header's budget is 1 s. A page that waited for the call would miss this.
      const response = await page.goto('/studio', { timeout: 6_000 })
      console.info(`[header budget] signed-in /studio with GET me hanging: ${Date.now() - started} ms`)
      expect(response?.status()).toBe(200)
      await expect(name().textContent()).resolves.toBe('Your account')
    } finally {
      await sandbox('DELETE', '/faults')
    }
  })
})

describe('GET me per account view', () => {
  const handle = usePage()

  it('is called at most once per page view: the overview asks, the header remembers (decision 264)', async () => {
    const { page } = handle
    await signInAs(handle, '/account', demoCustomers.ana)
    // The overview also lists the ecommerce service's recommendations for her.
    await expect(page.locator('[data-list=recommendations] li').count()).resolves.toBeGreaterThan(0)
    const meRoute = 'identity GET {me}'
    const [calls, refreshes] = [await countOf(meRoute), await countOf(refreshRoute)]
    const loads = 10
    for (const path of ['/account', '/account/licences']) {
      for (let i = 0; i < loads / 2; i += 1) expect((await page.goto(path))?.status()).toBe(200)
    }
    const made = (await countOf(meRoute)) - calls
    const renewed = (await countOf(refreshRoute)) - refreshes
    console.info(`[GET me] ${loads} account page views: ${made} GET me call(s), ${renewed} renewal(s)`)
    // Each overview asks once (its call shared with the header when the header asks); the licences
    // screen needs no `GET me` of its own, and the header has kept ana's name since her sign-in. On a
    // slow machine the header's entry may run out once during the loads: one more call.
    expect(renewed).toBe(0)
    expect(made).toBeGreaterThanOrEqual(loads / 2)
    expect(made).toBeLessThanOrEqual(loads / 2 + 1)
  })
})
