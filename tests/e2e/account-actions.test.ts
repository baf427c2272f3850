/**
 * Issue 23, "always a sign of progress" and "honest after every action", per command family in
 * Chromium: a slow account screen shows the router's pending screen; a destructive action asks first,
 * naming what goes (with JavaScript and without); every command button says what it is doing and is
 * disabled meanwhile; the result is one message, focused, with no older message beside it; and the
 * screen's list shows the change.
 */
import { Effect, Exit } from 'effect'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { asCustomer } from '../../services/accounts/http/customer.ts'
import { Identity } from '../../services/accounts/identity/Identity.ts'
import { License } from '../../services/accounts/license/License.ts'
import { licenceMessages } from '../../src/account/licences/LicencesView.tsx'
import { signedOutReasons } from '../../src/identity/signedOutReasons.ts'
import { axeViolations } from './support/account-session.ts'
import { hydrated, type PageHandle, usePage } from './support/browser.ts'
import { liveLayer } from './support/commerce.ts'
import { cardNonce, runEcom } from './support/ecomCalls.ts'
import { holdCommands } from './support/heldCommands.ts'
import { demoCustomers, sandbox, signInAs } from './support/identity.ts'

const password = 'Fresh-Pass-4'
const newEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`

/** The screen's one outcome (src/account/kit/outcome.tsx). */
const outcome = (page: Page) => page.locator('.account-page__outcome')
const focusedIs = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)

/** Every account command the page has sent, by name. */
function sentCommands(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.method() === 'POST' && path.startsWith('/api/account/command/'))
      sent.push(path.split('/').at(-1)!)
  })
  return sent
}

async function credentials(email: string, secret: string) {
  const exit = await Effect.runPromiseExit(
    Identity.use((i) => i.login({ email_address: email, password: secret })).pipe(
      Effect.provide(liveLayer()),
    ),
  )
  if (!Exit.isSuccess(exit)) throw new Error(`login of ${email} failed: ${String(exit.cause)}`)
  return { accessToken: exit.value.tokens.access.token, userId: 0 }
}

/** A machine of ana's on her Studio licence (id 1), activated as the app would, for this test to remove. */
async function activateMachine(name: string): Promise<string> {
  const me = await credentials(demoCustomers.ana.email, demoCustomers.ana.password)
  const hardwareId = `rig-${Date.now().toString(36)}`
  const exit = await Effect.runPromiseExit(
    License.use((l) =>
      Effect.gen(function* () {
        const created = yield* l
          .createAuthorization({
            action: 'activate',
            app_name: 'studio',
            app_version: '2.3.1',
            host_machine_id: hardwareId,
            host_machine_name: name,
            license_id: 1,
            system_time: Math.floor(Date.now() / 1000),
          })
          .pipe(asCustomer(me))
        yield* l.updateAuthorization(created.authorization_id, 0).pipe(asCustomer(me))
      }),
    ).pipe(Effect.provide(liveLayer())),
  )
  if (!Exit.isSuccess(exit)) throw new Error(`activation failed: ${String(exit.cause)}`)
  return hardwareId
}

async function signUp(h: PageHandle, email: string) {
  const { page } = h
  await page.goto('/sign-up')
  await page.getByLabel('First name').fill('Hana')
  await page.getByLabel('Last name').fill('Honest')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.waitForURL((url) => url.pathname === '/sign-up/survey')
  await page.getByRole('button', { name: 'Continue to your account' }).click()
  await page.waitForURL((url) => url.pathname === '/account')
  await hydrated(page)
}

describe('account actions in Chromium', () => {
  const handle = usePage()

  it('a slow screen shows the pending screen, then the screen', async () => {
    const { page } = handle
    await signInAs(handle, '/account', demoCustomers.ana)
    await sandbox('POST', '/faults', { service: 'license', method: 'GET', kind: 'latency', ms: 2500 })
    try {
      await page
        .getByRole('navigation', { name: 'Your account' })
        .getByRole('link', { name: 'Licences' })
        .click()
      await page.locator('[data-pending-screen]').getByRole('status').filter({ hasText: 'Loading' }).waitFor()
    } finally {
      await sandbox('DELETE', '/faults')
    }
    await page.getByRole('heading', { level: 1, name: 'Your licences' }).waitFor()
    await expect(page.locator('[data-pending-screen]').count()).resolves.toBe(0)
    expect(handle.errors).toEqual([])
  })

  it('deauthorizing a machine asks first, says so while it runs, then says what happened, once', async () => {
    const { page } = handle
    const rig = await activateMachine('Honest test rig')
    await signInAs(handle, '/account/licences', demoCustomers.ana)
    const sent = sentCommands(page)
    const row = page.locator(`[data-machine=${rig}]`)

    // A problem first, to prove that the next action clears it.
    await page.getByLabel('Serial number').fill('NOPE-0000-0000')
    await page.getByRole('button', { name: 'Register' }).click()
    await outcome(page)
      .getByRole('alert')
      .filter({ hasText: licenceMessages.codes?.[1004] ?? '' })
      .waitFor()
    await expect(focusedIs(page, '.account-page__outcome')).resolves.toBe(true)

    // The question names the machine; nothing is sent; "keep" gives focus back.
    await row.getByRole('button', { name: 'Deauthorize Honest test rig' }).click()
    const question = row.getByText('Deauthorize Honest test rig? Studio stops running on it')
    await question.waitFor()
    await expect(question.evaluate((element) => element === document.activeElement)).resolves.toBe(true)
    await expect(axeViolations(page)).resolves.toEqual([])
    await row.getByRole('link', { name: 'Keep it authorized' }).click()
    await expect(focusedIs(page, `[data-machine=${rig}] button`)).resolves.toBe(true)
    expect(sent).toEqual(['registerProduct'])

    // Confirmed: the button says what it is doing and is disabled; the old problem is gone.
    const held = await holdCommands(page, ['deauthorizeMachine'])
    await row.getByRole('button', { name: 'Deauthorize Honest test rig' }).click()
    await row.getByRole('button', { name: 'Yes, deauthorize Honest test rig' }).click()
    await held.waitFor(1)
    const busy = row.locator('button[data-pending=true]')
    await expect(busy.textContent()).resolves.toBe('Deauthorizing…')
    await expect(busy.isDisabled()).resolves.toBe(true)
    await expect(page.getByRole('alert').count()).resolves.toBe(0)
    await held.pass()

    await outcome(page)
      .getByRole('status')
      .filter({ hasText: 'Honest test rig is deauthorized: Studio no longer runs on it.' })
      .waitFor()
    await expect(focusedIs(page, '.account-page__outcome')).resolves.toBe(true)
    await row.waitFor({ state: 'detached' })
    await expect(page.getByRole('alert').count()).resolves.toBe(0)
    await expect(outcome(page).count()).resolves.toBe(1)
    expect(sent).toEqual(['registerProduct', 'deauthorizeMachine'])
    await expect(axeViolations(page)).resolves.toEqual([])
    expect(handle.errors).toEqual([])
  })

  it('ben leaves a beta only after saying yes, and the card shows Join again', async () => {
    const { page } = handle
    await signInAs(handle, '/account/betas', demoCustomers.ben)
    // Ben's seeded takeover (whose targeting is another item of issue 23) is closed the way he would.
    const takeover = page.locator('.site-notification--takeover')
    if (await takeover.count()) {
      await page.keyboard.press('Escape')
      await takeover.waitFor({ state: 'detached' })
    }
    const sample = page.locator('[data-beta="2"]')
    if ((await sample.getAttribute('data-joined')) !== 'true') {
      await sample.getByRole('button', { name: /^Join/ }).click()
      await outcome(page)
        .getByRole('status')
        .filter({ hasText: /You joined the .* beta/ })
        .waitFor()
    }
    const sent = sentCommands(page)
    const joined = page.locator('[data-beta="2"][data-joined=true]')
    await joined.getByRole('button', { name: /^Leave/ }).click()
    await joined.getByText(/^Leave the .* beta\? Its download goes/).waitFor()
    expect(sent).toEqual([])
    await joined.getByRole('button', { name: /^Yes, leave/ }).click()
    await outcome(page)
      .getByRole('status')
      .filter({ hasText: /You left the .* beta/ })
      .waitFor()
    await expect(focusedIs(page, '.account-page__outcome')).resolves.toBe(true)
    await page.locator('[data-beta="2"][data-joined=false]').getByRole('button', { name: /^Join/ }).waitFor()
    expect(sent).toEqual(['leaveBeta'])
    await expect(axeViolations(page)).resolves.toEqual([])
    expect(handle.errors).toEqual([])
  })

  it('a new customer adds a voucher and a card, sees both listed, and removes the card after a yes', async () => {
    const { page } = handle
    const email = newEmail('honest')
    await signUp(handle, email)

    // Vouchers: the list shows the new one and the empty text goes.
    await page.goto('/account/vouchers')
    await page.locator('[data-empty=vouchers]').waitFor()
    await page.getByLabel('Voucher code', { exact: true }).fill('STUDIO-SAVE-2')
    await page.getByRole('button', { name: 'Add voucher' }).click()
    const added = page.locator('[data-outcome=assigned]')
    await added.waitFor()
    await expect(focusedIs(page, '.account-page__outcome')).resolves.toBe(true)
    // A Studio discount without a Studio subscription: the page says it cannot be redeemed, before a click.
    await expect(added.getByRole('button', { name: 'Redeem it now' }).count()).resolves.toBe(0)
    await page.locator('[data-voucher=STUDIO-SAVE-2]').waitFor()
    await expect(page.locator('[data-empty=vouchers]').count()).resolves.toBe(0)
    await expect(page.locator('[data-voucher=STUDIO-SAVE-2] button').count()).resolves.toBe(0)
    await expect(axeViolations(page)).resolves.toEqual([])

    // A card added through the provider's hosted form (as the page's "Add a card" does).
    const me = await credentials(email, password)
    const nonce = await cardNonce(me)
    await runEcom((e) => e.addPaymentMethod({ nonce }).pipe(asCustomer(me)))
    await page.goto('/account/payment-methods')
    const card = page.locator('[data-method]').first()
    const label = (await card.getByRole('heading').textContent()) ?? ''
    const sent = sentCommands(page)
    await card.getByRole('button', { name: `Remove ${label}` }).click()
    await card.getByText(`Remove ${label}? You will need to enter it again to pay with it.`).waitFor()
    await card.getByRole('link', { name: 'Keep this card' }).click()
    await card.getByRole('button', { name: `Remove ${label}` }).click()
    await card.getByRole('button', { name: `Yes, remove ${label}` }).click()
    await outcome(page)
      .getByRole('status')
      .filter({ hasText: `${label} is removed from your account.` })
      .waitFor()
    await expect(focusedIs(page, '.account-page__outcome')).resolves.toBe(true)
    await page.locator('[data-empty=payment-methods]').waitFor()
    expect(sent).toEqual(['removePaymentMethod'])
    await expect(axeViolations(page)).resolves.toEqual([])
    expect(handle.errors).toEqual([])
  })

  it('without JavaScript the question is a page of its own, and yes is a plain form post', async () => {
    const email = newEmail('honest-nojs')
    await signUp(handle, email)
    const me = await credentials(email, password)
    const nonce = await cardNonce(me)
    await runEcom((e) => e.addPaymentMethod({ nonce }).pipe(asCustomer(me)))

    const noScript = await handle.context.browser()!.newContext({
      javaScriptEnabled: false,
      baseURL: handle.baseUrl,
    })
    try {
      await noScript.addCookies(await handle.context.cookies())
      const plain = await noScript.newPage()
      await plain.goto('/account/payment-methods')
      const card = plain.locator('[data-method]').first()
      const label = (await card.getByRole('heading').textContent()) ?? ''
      await card.getByRole('button', { name: `Remove ${label}` }).click()
      await plain.waitForURL((url) => url.searchParams.get('confirm')?.startsWith('card-') === true)
      await card.getByText(`Remove ${label}?`).waitFor()
      await card.getByRole('button', { name: `Yes, remove ${label}` }).click()
      await plain.waitForURL((url) => url.searchParams.get('done') === 'removePaymentMethod')
      await plain.getByRole('status').filter({ hasText: 'The card is removed.' }).waitFor()
      await plain.locator('[data-empty=payment-methods]').waitFor()
    } finally {
      await noScript.close()
    }
  })

  it('"sign out and end my sign-in" does what it says: here signed out, another browser still signed in', async () => {
    const { page } = handle
    await signInAs(handle, '/account/security', demoCustomers.cleo)
    const other = await handle.context.browser()!.newContext({ baseURL: handle.baseUrl })
    try {
      const elsewhere = await other.newPage()
      await signInAs({ page: elsewhere, baseUrl: handle.baseUrl }, '/account', demoCustomers.cleo)

      await page.getByRole('button', { name: 'Sign out and end my sign-in' }).click()
      await page.waitForURL((url) => url.pathname === '/signed-out')
      await page.getByRole('status').filter({ hasText: signedOutReasons.everywhere }).waitFor()
      // Here: the account is behind sign-in again, and the sign-in page asks for the password.
      await page.goto('/account')
      await page.getByLabel('Password').waitFor()
      // The other browser stays signed in, as the page promised.
      await elsewhere.goto('/account/profile')
      expect(new URL(elsewhere.url()).pathname).toBe('/account/profile')
    } finally {
      await other.close()
    }
  })
})
