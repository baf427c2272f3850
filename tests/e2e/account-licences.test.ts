/**
 * The licences screen in Chromium against the stand-ins (issue 10): the signed-out guard, ana's licences,
 * every command with its change visible after a reload, the catalogue's messages, a new customer's empty state,
 * a double click that registers once, and what each licence unlocks (its product type, read on its own:
 * a failing read costs only that). Also every licence call of spec §7 against the stand-in.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Effect, Exit, ManagedRuntime } from 'effect'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { pricingPage } from '../../models/accounts/overview.ts'
import { accountsSettingsFromEnv } from '../../services/accounts/http/config.ts'
import { asCustomer } from '../../services/accounts/http/customer.ts'
import { Identity } from '../../services/accounts/identity/Identity.ts'
import { accountServicesLayer } from '../../services/accounts/layer.ts'
import { License } from '../../services/accounts/license/License.ts'
import { licenceMessages } from '../../src/account/licences/LicencesView.tsx'
import { doubleClick, usePage } from './support/browser.ts'
import { demoCustomers, sandbox, signInAs } from './support/identity.ts'
import { newCustomer } from './support/newCustomer.ts'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string }[] }> } }).axe
    return (await axe.run()).violations.map((v) => v.id)
  })
}

const licenceCard = (page: Page, product: string) =>
  page.locator('li.licence', { has: page.getByRole('heading', { name: product, exact: true }) })
/** The screen's forms are bound to their machines (before that, a submit is a plain form POST). */
const hydrated = (page: Page) => page.locator('form[data-ready=true]').first().waitFor()

describe('licences in the browser', () => {
  const handle = usePage()

  it('sends a signed-out visitor to sign-in and back to the very page', async () => {
    const { page } = handle
    // A customer who holds nothing: a demo customer may hold a licence by now (cleo's voucher grants one).
    await signInAs(handle, '/account/licences?from=e2e', await newCustomer('no-licences'))
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/account/licences?from=e2e')
    await expect(page.locator('[data-empty=licences]').isVisible()).resolves.toBe(true)
    await expect(page.locator('li.licence').count()).resolves.toBe(0)
    await expect(axeViolations(page)).resolves.toEqual([])
    expect(handle.errors).toEqual([])
  })

  it('ana sees her licences, registers a serial, sets an iLok id, deauthorizes a machine; each change survives a reload', async () => {
    const { page } = handle
    await signInAs(handle, '/account/licences', demoCustomers.ana)
    await hydrated(page)
    const studio = licenceCard(page, 'Studio')
    await expect(studio.locator('[data-field=term]').textContent()).resolves.toBe('Subscription')
    await expect(studio.locator('[data-field=activations]').textContent()).resolves.toBe('2 of 3')
    await expect(licenceCard(page, 'Sample').locator('[data-field=ilok]').textContent()).resolves.toBe(
      'ana.alvarez',
    )
    await expect(axeViolations(page)).resolves.toEqual([])

    // Register a serial: a double click sends one command.
    const commands: string[] = []
    page.on('request', (r) => r.url().includes('/api/account/command/') && commands.push(r.url()))
    await page.getByLabel('Serial number').fill('HEXFX-PERM-0001-A1B2')
    await doubleClick(page.getByRole('button', { name: 'Register' }))
    const registered = page.getByRole('status').filter({ hasText: 'HEXFX-PERM-0001-A1B2 is registered' })
    await registered.waitFor()
    await expect(registered.count()).resolves.toBe(1)
    expect(commands).toHaveLength(1)
    await licenceCard(page, 'Hex FX').waitFor()

    // The same serial again is refused with the catalogue's 409, worded for this screen.
    await page.getByLabel('Serial number').fill('HEXFX-PERM-0001-A1B2')
    await page.getByRole('button', { name: 'Register' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: licenceMessages.statuses?.[409] ?? '' })
      .waitFor()
    // An unknown serial: 1004.
    await page.getByLabel('Serial number').fill('NOPE-0000-0000')
    await page.getByRole('button', { name: 'Register' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: licenceMessages.codes?.[1004] ?? '' })
      .waitFor()

    // Set an iLok id on the studio licence.
    await studio.getByLabel('iLok user id').fill('ana.studio')
    await studio.getByRole('button', { name: /iLok id/ }).click()
    await page
      .getByRole('status')
      .filter({ hasText: 'Your iLok user id for Studio is now ana.studio.' })
      .waitFor()

    // Deauthorize the studio PC.
    await studio
      .locator('[data-machine=ana-studio-pc-88d0]')
      .getByRole('button', { name: /Deauthorize/ })
      .click()
    // It asks first (account-actions.test.ts covers the question itself).
    await page.getByRole('button', { name: 'Yes, deauthorize Studio PC' }).click()
    await expect.poll(() => studio.locator('[data-field=activations]').textContent()).toBe('1 of 3')

    await page.reload()
    await expect(licenceCard(page, 'Hex FX').count()).resolves.toBe(1)
    await expect(studio.locator('[data-field=ilok]').textContent()).resolves.toBe('ana.studio')
    await expect(studio.locator('[data-field=activations]').textContent()).resolves.toBe('1 of 3')
    await expect(studio.locator('[data-machine=ana-studio-pc-88d0]').count()).resolves.toBe(0)
    expect(handle.errors).toEqual([])
  })

  it("ana copies a serial number (Clipboard API, then without it by selection) and reads each product's activation help", async () => {
    const { page } = handle
    await handle.context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await signInAs(handle, '/account/licences', demoCustomers.ana)
    await hydrated(page)
    const sample = licenceCard(page, 'Sample')
    const serial = (await sample.locator('[data-field=serial]').textContent())!
    expect(serial).toMatch(/^[A-Z0-9-]{8,}$/)
    // A subscription is tied to the account: no serial, and it says how to activate instead.
    await expect(licenceCard(page, 'Studio').locator('[data-field=serial]').textContent()).resolves.toContain(
      'sign in',
    )

    const copy = sample.getByRole('button', { name: 'Copy serial number of Sample' })
    await copy.click()
    await sample.getByRole('status').filter({ hasText: 'Copied' }).waitFor()
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(serial)

    // A browser without the Clipboard API (a page on plain http): the serial ends up selected.
    await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }))
    await page.evaluate(() => window.getSelection()?.removeAllRanges())
    await copy.click()
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe(serial)
    await expect(sample.getByRole('status').textContent()).resolves.toMatch(
      /^(Copied|Selected: press Ctrl\+C)/,
    )

    // Activation help, per product: Sample's names its plug-in window and the serial, Studio's a sign-in.
    await sample.getByText('How to activate Sample').click()
    await expect(sample.locator('[data-help] ol').textContent()).resolves.toMatch(
      /add Sample to a track.*serial number/,
    )
    const studio = licenceCard(page, 'Studio')
    await studio.getByText('How to activate Studio').click()
    await expect(studio.locator('[data-help] ol').textContent()).resolves.toMatch(
      /Help › Activate Studio.*sign in/,
    )
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(viewport)
      await expect(axeViolations(page)).resolves.toEqual([])
    }
    expect(handle.errors).toEqual([])
  })

  it("offers ben's trial a way to keep the product: a link to its plans that opens them", async () => {
    const { page } = handle
    await signInAs(handle, '/account/licences', demoCustomers.ben)
    const card = page.locator('li.licence').filter({ has: page.getByRole('heading', { name: 'Studio' }) })
    const keep = card.getByRole('link', { name: 'choose a Studio plan' })
    await expect(keep.getAttribute('href')).resolves.toBe('/studio/pricing')
    // Only a trial is offered plans: ben's subscription card has no such link.
    await expect(page.locator('li.licence [data-keep]').count()).resolves.toBe(1)
    await keep.click()
    await page.waitForURL((url) => url.pathname === '/studio/pricing')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(handle.errors).toEqual([])
  })

  it("says what each licence unlocks: the customer's own edition first, an upgrade that opens its plans", async () => {
    const { page } = handle
    await signInAs(handle, '/account/licences', demoCustomers.ben)
    await hydrated(page)
    const studio = licenceCard(page, 'Studio')
    const unlocks = studio.locator('details[data-unlocks]')
    await unlocks.getByText('What your Studio licence unlocks').click()
    // ben holds the trial: it comes first and is marked as his; the other editions follow.
    const editions = unlocks.locator('li[data-edition]')
    await expect(editions.first().getAttribute('data-edition')).resolves.toBe('yours')
    await expect(editions.first().innerText()).resolves.toMatch(/^Studio Trial: your licence$/)
    await expect(editions.count()).resolves.toBeGreaterThan(1)
    await expect(unlocks.locator('li[data-edition=yours]').count()).resolves.toBe(1)
    // Every card of a product the customer holds says it, each from its own product type.
    await expect(page.locator('details[data-unlocks]').count()).resolves.toBe(
      await page.locator('li.licence').count(),
    )
    await expect(page.locator('main').innerText()).resolves.not.toMatch(
      /\b(?:permanent|timelimited)\b|\b[a-z]+_[a-z]+\b/i,
    )
    await expect(axeViolations(page)).resolves.toEqual([])
    const upgrade = unlocks.getByRole('link', { name: 'Producer Suite' })
    await expect(upgrade.getAttribute('href')).resolves.toBe(pricingPage('Producer Suite'))
    await upgrade.click()
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === pricingPage('Producer Suite'))
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(handle.errors).toEqual([])
  })

  it('a failing product-type read costs only what the cards unlock: the licences and their actions stay, Try again brings it back', async () => {
    const { page } = handle
    await sandbox('POST', '/faults', { method: 'GET', path: '*/products/types/*', kind: '503' })
    try {
      await signInAs(handle, '/account/licences', demoCustomers.ana)
      await hydrated(page)
      const studio = licenceCard(page, 'Studio')
      const problem = studio.locator('[data-unlocks-problem]')
      await expect(problem.getAttribute('role')).resolves.toBe('alert')
      await expect(problem.innerText()).resolves.toMatch(/^We could not load what Studio unlocks just now/)
      await expect(problem.innerText()).resolves.not.toMatch(/\b503\b|ServiceUnavailable/)
      await expect(page.locator('[data-unlocks-problem]').count()).resolves.toBe(
        await page.locator('li.licence').count(),
      )
      // The rest of the screen is all there: the licence's details, its actions, the register form.
      await expect(studio.locator('[data-field=activations]').textContent()).resolves.toMatch(/^\d+ of 3$/)
      await expect(studio.getByRole('button', { name: /^Deauthorize/ }).count()).resolves.toBeGreaterThan(0)
      await expect(page.getByRole('button', { name: 'Register' }).isVisible()).resolves.toBe(true)
      await expect(axeViolations(page)).resolves.toEqual([])
    } finally {
      await sandbox('DELETE', '/faults')
    }
    const studio = licenceCard(page, 'Studio')
    await studio.getByRole('button', { name: 'Try again' }).click()
    await studio.locator('details[data-unlocks]').waitFor()
    await expect(page.locator('[data-unlocks-problem]').count()).resolves.toBe(0)
    expect(handle.errors).toEqual([])
  })

  it('works without JavaScript: a form POST answers 303 back to the screen with the outcome', async () => {
    const { page } = handle
    await signInAs(handle, '/account/licences', demoCustomers.ben)
    const post = (serial: string) =>
      page.request.post('/api/account/command/registerProduct', {
        form: { serial },
        headers: { origin: handle.baseUrl },
        maxRedirects: 0,
      })
    const empty = await post('')
    expect([empty.status(), empty.headers().location]).toEqual([
      303,
      '/account/licences?problem=ApiError.2013',
    ])
    const ok = await post('SUITE-PERM-0001-E5F6')
    expect([ok.status(), ok.headers().location]).toEqual([303, '/account/licences?done=registerProduct'])
    await page.goto('/account/licences?problem=ApiError.2013')
    await page
      .getByRole('alert')
      .filter({ hasText: licenceMessages.codes?.[2013] ?? '' })
      .waitFor()
    const forged = await page.request.post('/api/account/command/registerProduct', {
      form: { serial: 'SUITE-PERM-0002-G7H8' },
      headers: { origin: 'https://evil.example' },
      maxRedirects: 0,
    })
    expect(forged.status()).toBe(403)
  })
})

describe('licence service against the stand-in: every call of spec §7', () => {
  const runtime = ManagedRuntime.make(accountServicesLayer(accountsSettingsFromEnv(inject('siteEnv'))))
  const run = <A, E>(effect: Effect.Effect<A, E, License | Identity>) => runtime.runPromiseExit(effect)

  it('lists, reads types, registers, sets iLok, authorizes and confirms', async () => {
    const signedIn = await run(
      Identity.use((identity) =>
        identity.login({ email_address: demoCustomers.ben.email, password: demoCustomers.ben.password }),
      ),
    )
    if (!Exit.isSuccess(signedIn)) throw new Error(String(signedIn.cause))
    const me = { accessToken: signedIn.value.tokens.access.token, userId: 0 }
    const result = await run(
      License.use((l) =>
        Effect.gen(function* () {
          const licences = yield* l.listLicenses({ term: 'trial' }).pipe(asCustomer(me))
          const types = yield* l.listProductTypes().pipe(asCustomer(me))
          const studio = yield* l.getProductType(1).pipe(asCustomer(me))
          const product = yield* l
            .registerProduct({ product_serial_number: 'STUDIO-PERM-0001-J9K0' })
            .pipe(asCustomer(me))
          const withIlok = yield* l.setIlokUser(product.id, 'ben.brooks').pipe(asCustomer(me))
          const products = yield* l.listProducts().pipe(asCustomer(me))
          const licenceId = product.licenses?.[0]?.id ?? ''
          const created = yield* l
            .createAuthorization({
              action: 'activate',
              app_name: 'studio',
              app_version: '2.3.1',
              host_machine_id: 'ben-laptop-01',
              host_machine_name: "Ben's laptop",
              license_id: licenceId,
              system_time: Math.floor(Date.now() / 1000),
            })
            .pipe(asCustomer(me))
          const confirmed = yield* l.updateAuthorization(created.authorization_id, 0).pipe(asCustomer(me))
          return { licences, types, studio, withIlok, products, confirmed }
        }),
      ),
    )
    if (!Exit.isSuccess(result)) throw new Error(String(result.cause))
    const { licences, types, studio, withIlok, products, confirmed } = result.value
    expect(licences.items.map((l) => l.license_type.term)).toEqual(['trial'])
    expect(types.items.map((t) => t.id)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]))
    expect(studio.name).toMatch(/studio/i)
    expect(withIlok.licenses?.[0]?.ilok?.user_id).toBe('ben.brooks')
    expect(products.items.length).toBeGreaterThanOrEqual(3)
    expect(confirmed.result).toBe('activated')
    const unknown = await run(License.use((l) => l.getProductType(999).pipe(asCustomer(me))))
    expect(Exit.isFailure(unknown) && String(unknown.cause)).toContain('ApiError')
  })
})
