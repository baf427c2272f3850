/**
 * Updating a saved payment method (issue 30 item 4): ana replaces the card behind the method that pays
 * for her Studio subscription through the provider's hosted card form, from the payment-methods screen.
 * The method keeps its token, so the subscription keeps paying with it, now by the new card; a form left
 * with Cancel changes nothing and says so. She also gives the card a new billing address through the
 * provider's address form, and the method carries its id. Screenshots at phone and desktop size.
 *
 * The file runs on a stack of its own (as the overview's does, decision 241): it changes ana's card,
 * which other files read as the seed has it.
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { demoCustomers, viewports } from '../../scripts/account-tour/screens.ts'
import { settled, signIn } from '../../scripts/account-tour/visit.ts'
import { cookieNames } from '../../src/identity/cookies.ts'
import { axeViolations } from './support/account-session.ts'
import { useOwnStack } from './support/ownStack.ts'

const ana = demoCustomers.find((c) => c.key === 'ana')!
const screens = resolve(import.meta.dirname, '../../../reports/screens')

interface SubscriptionRead {
  value: { subscriptions: ReadonlyArray<{ id: string; paymentMethod?: string }> }
}

describe('updating a saved payment method', () => {
  const own = useOwnStack('payment-method')
  let context: BrowserContext | undefined
  const errors: string[] = []

  afterEach(async () => {
    await context?.close()
    context = undefined
  })

  async function signedInAsAna(): Promise<Page> {
    errors.length = 0
    context = await own.browser.newContext({ viewport: viewports[0], baseURL: own.stack.siteUrl })
    await context.route('https://cdn.example.com/**', (route) => route.fulfill({ status: 204 }))
    const page = await context.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await signIn(page, own.stack.siteUrl, ana)
    return page
  }

  async function methodsScreen(page: Page) {
    await page.goto('/account/payment-methods')
    await settled(page)
  }

  /** The card that pays for a subscription: its token, its name, and what it pays for. */
  async function payingCard(page: Page) {
    const card = page.locator('[data-method]').filter({ has: page.locator('[data-field=in-use]') })
    await expect(card.count()).resolves.toBe(1)
    return {
      card,
      token: (await card.getAttribute('data-method'))!,
      label: (await card.locator('h2').textContent())!,
      usedBy: (await card.locator('[data-field=used-by]').textContent())!,
    }
  }

  async function subscriptions(page: Page) {
    return ((await (await page.request.get('/api/account/read/subscriptions')).json()) as SubscriptionRead)
      .value.subscriptions
  }

  it('ana leaves the hosted form with Cancel: her card is as it was, and the screen says so', async () => {
    const page = await signedInAsAna()
    await methodsScreen(page)
    const before = await payingCard(page)
    await before.card.getByRole('link', { name: /^Replace card/ }).click()
    await page.getByRole('link', { name: 'Cancel and go back' }).click()
    await page.waitForURL((url) => url.searchParams.get('done') === 'cardReplaceCancelled')
    await settled(page)
    await page.getByText('Your card was not changed.').waitFor()
    const after = await payingCard(page)
    expect([after.token, after.label]).toEqual([before.token, before.label])
    expect(errors).toEqual([])
  })

  it('ana replaces the card behind her subscription’s method, and the subscription keeps paying with it', async () => {
    const page = await signedInAsAna()
    await methodsScreen(page)
    await expect(axeViolations(page)).resolves.toEqual([])
    const before = await payingCard(page)
    expect(before.label).not.toMatch(/4444$/)
    const paying = (await subscriptions(page)).filter((s) => s.paymentMethod === before.label)
    expect(paying.length).toBe(1)
    const cards = await page.locator('[data-method]').count()

    await before.card.getByRole('link', { name: /^Replace card/ }).click()
    // The provider's page: the card number never reaches the site.
    await page.getByLabel('Card number').fill('5555 5555 5555 4444')
    await page.getByLabel('Expiry month (MM)').fill('11')
    await page.getByLabel('Expiry year (YYYY)').fill(String(new Date().getUTCFullYear() + 3))
    await page.getByLabel('Security code (CVV)').fill('321')
    await page.getByRole('button', { name: 'Save card' }).click()
    await page.waitForURL(
      (url) =>
        url.pathname === '/account/payment-methods' &&
        url.searchParams.get('done') === 'replacePaymentMethod',
    )
    await settled(page)
    await page.getByText('Your new card is in place.').waitFor()

    // Same method (token), new card behind it, still paying for the same subscription; no card added.
    const after = await payingCard(page)
    expect([after.token, after.label, after.usedBy]).toEqual([
      before.token,
      'MasterCard ending 4444',
      before.usedBy,
    ])
    await expect(page.locator('[data-method]').count()).resolves.toBe(cards)
    const now = await subscriptions(page)
    expect(now.find((s) => s.id === paying[0]!.id)?.paymentMethod).toBe('MasterCard ending 4444')
    await expect(axeViolations(page)).resolves.toEqual([])

    mkdirSync(screens, { recursive: true })
    for (const viewport of viewports) {
      await page.setViewportSize(viewport)
      await page.screenshot({
        path: resolve(screens, `payment-method-replaced-ana-${viewport.width}.png`),
        fullPage: true,
      })
    }
    expect(errors).toEqual([])
  })

  /** ana's payment methods as the stand-in holds them, asked with her own access token from the own.browser. */
  async function methodsAtProvider(): Promise<
    ReadonlyArray<{ token: string; billing_address_id: string | null }>
  > {
    const access = (await context!.cookies()).find((c) => c.name.endsWith(cookieNames.access))!.value
    const answer = await fetch(`${own.stack.sandboxUrls.accounts}/ecom/api/v1/me/paymentmethods`, {
      headers: { authorization: `Bearer ${access}` },
    })
    return (
      (await answer.json()) as { items: ReadonlyArray<{ token: string; billing_address_id: string | null }> }
    ).items
  }

  it('ana gives her card a new billing address through the provider’s address form', async () => {
    const page = await signedInAsAna()
    await methodsScreen(page)
    const paying = await payingCard(page)
    const before = (await methodsAtProvider()).find((m) => m.token === paying.token)!
    await paying.card.getByRole('link', { name: /^Change billing address/ }).click()
    await page.getByLabel('Street address').fill('1 Canal Street')
    await page.getByLabel('Town or city').fill('Leeds')
    await page.getByLabel('Postcode').fill('LS1 1AA')
    await page.getByLabel('Country code (like GB)').fill('GB')
    await page.getByRole('button', { name: 'Save address' }).click()
    await page.waitForURL((url) => url.searchParams.get('done') === 'changeBillingAddress')
    await settled(page)
    await page.getByText('Your billing address is changed.').waitFor()
    const after = (await methodsAtProvider()).find((m) => m.token === paying.token)!
    expect(after.billing_address_id).toMatch(/^addr_/)
    expect(after.billing_address_id).not.toBe(before.billing_address_id)
    // Still the same card, paying for the same subscription.
    const now = await payingCard(page)
    expect([now.token, now.label, now.usedBy]).toEqual([paying.token, paying.label, paying.usedBy])
    expect(errors).toEqual([])
  })
})
