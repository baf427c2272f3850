/**
 * Commerce in Chromium against the stand-ins (issue "Commerce", Done when): the three machines' models
 * replayed through the screens, then the customers' scenarios for real (ana changes plan and gets her
 * order, invoice page and PDF; ben adds a good card and recovers his charge; cleo redeems, is refused
 * twice), double clicks proven single by the stand-in's records, and every ecommerce call. One file,
 * in this order, because the scenarios use up the demo customers' state.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { asCustomer } from '../../services/accounts/http/customer.ts'
import { subscriptionMessages } from '../../src/account/commerce/subscriptionMessages.ts'
import { messageFor } from '../../src/account/kit/messages.ts'
import { standInEnv } from '../paths/env.ts'
import { doubleClick, quietNotifications, usePage } from './support/browser.ts'
import { axeViolations, pdfText, records, shoot, signedIn } from './support/commerce.ts'
import { describeChargeRetry, describePlanChange, describeVoucherRedeem } from './support/commerceModels.ts'
import { cardNonce, credentialsOf, describeEcomCalls, runEcom } from './support/ecomCalls.ts'

describe('commerce', () => {
  const handle = usePage()
  quietNotifications(handle)
  const page = () => handle.page

  async function hydrated() {
    await page()
      .locator('h1')
      .first()
      .evaluate(
        (el) =>
          new Promise<void>((ok) => {
            const check = () =>
              Object.keys(el).some((k) => k.startsWith('__reactProps')) ? ok() : setTimeout(check, 20)
            check()
          }),
      )
  }

  async function visit(path: string) {
    await page().goto(path)
    await hydrated()
  }

  describe('commerce machines in Chromium', () => {
    beforeAll(async () => {
      // ben needs a second, good card to switch to while his charge keeps failing.
      const ben = await credentialsOf('ben')
      const nonce = await cardNonce(ben, '5555555555554444')
      await runEcom((e) => e.addPaymentMethod({ nonce }).pipe(asCustomer(ben)))
    })
    const env = standInEnv(signedIn)
    describePlanChange(handle, env)
    describeVoucherRedeem(handle, env)
    describeChargeRetry(handle, env)
  })

  describe('commerce scenarios', () => {
    it('sends a signed-out visitor of the commerce screens to sign-in and back', async () => {
      const response = await page().request.get('/account/orders?status=complete', { maxRedirects: 0 })
      expect(response.status()).toBe(307)
      expect(response.headers().location).toContain(
        `/auth/sign-in?return=${encodeURIComponent('/account/orders?status=complete')}`,
      )
    })

    it('ana changes her plan (request → review → double-clicked confirm) and sees plan, order, invoice and PDF', async () => {
      await signedIn(handle, 'ana')
      await visit('/account/subscriptions')
      await shoot(page(), 'subscriptions')
      await expect(axeViolations(page())).resolves.toEqual([])
      const card = page().locator('[data-subscription]').first()
      const target = (await card.getByLabel('New plan').locator('option').first().textContent())!.split(
        ':',
      )[0]!
      const before = await records('ana')
      await card.getByRole('button', { name: 'Review the change' }).click()
      await card.locator('[data-review]').waitFor()
      await expect(card.locator('[data-field=review-plan]').textContent()).resolves.toBe(target)
      await shoot(page(), 'plan-review')
      await doubleClick(card.getByRole('button', { name: 'Confirm the change' }))
      await card.getByText('Your plan is changed').waitFor()
      await expect(records('ana')).resolves.toMatchObject({
        orders: before.orders + 1,
        transactions: before.transactions + 1,
      })

      await visit('/account/subscriptions')
      await expect(page().locator('[data-subscription] h2').first().textContent()).resolves.toBe(target)

      await visit('/account/orders')
      await shoot(page(), 'orders')
      await expect(axeViolations(page())).resolves.toEqual([])
      const order = page().locator('[data-order]').first()
      await expect(order.locator('tbody td').first().textContent()).resolves.toBe(target)
      const total = (await order.locator('[data-field=total]').textContent())!
      await order.getByRole('link', { name: /^View invoice/ }).click()
      await page().locator('[data-invoice]').waitFor()
      await hydrated()
      await expect(page().locator('[data-invoice] [data-field=total]').textContent()).resolves.toBe(total)
      await shoot(page(), 'invoice')
      await expect(axeViolations(page())).resolves.toEqual([])
      const href = (await page().getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!
      const pdf = await page().request.get(href)
      expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf'])
      const bytes = await pdf.body()
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(pdfText(bytes)).toContain(`Total: ${total}`)
      await visit('/account/orders?status=cancel')
      await expect(page().locator('[data-order] [data-field=status]').allTextContents()).resolves.toEqual([
        'Cancelled',
      ])
      expect(handle.errors).toEqual([])
    })

    it('ben adds the succeeding test card through the hosted form and retries his charge: Active', async () => {
      await signedIn(handle, 'ben')
      await visit('/account/payment-methods')
      await shoot(page(), 'payment-methods')
      await expect(axeViolations(page())).resolves.toEqual([])
      await visit('/account/subscriptions')
      const card = page().locator('[data-subscription]').first()
      await expect(card.locator('[data-field=status]').textContent()).resolves.toBe('Past Due')
      // The declining card first: nothing changes, and the page says what to do.
      await card.getByRole('button', { name: 'Retry the payment' }).click()
      await card.getByRole('alert').waitFor()
      await expect(card.getByRole('alert').textContent()).resolves.toContain(
        messageFor({ _tag: 'ApiError', status: 400, code: 2012 }, subscriptionMessages),
      )
      const before = await records('ben')
      await card.getByRole('link', { name: 'Add a card' }).click()
      await page().getByLabel('Card number').fill('4111 1111 1111 1111')
      await page().getByLabel('Expiry month (MM)').fill('12')
      await page()
        .getByLabel('Expiry year (YYYY)')
        .fill(String(new Date().getUTCFullYear() + 2))
      await page().getByLabel('Security code (CVV)').fill('123')
      await page().getByRole('button', { name: 'Save card' }).click()
      await page().waitForURL(
        (url) =>
          url.pathname === '/account/subscriptions' && url.searchParams.get('done') === 'addPaymentMethod',
      )
      await hydrated()
      await expect(records('ben')).resolves.toMatchObject({ payment_methods: before.payment_methods + 1 })
      const retry = page().locator('[data-flow=chargeRetry]')
      await retry.getByLabel('Pay with').selectOption({ label: 'Visa ending 1111' })
      await doubleClick(retry.getByRole('button', { name: 'Use this card and retry' }))
      await page().getByText('Payment received. Your subscription is active again.').waitFor()
      await expect(records('ben')).resolves.toMatchObject({
        orders: before.orders + 1,
        transactions: before.transactions + 1,
      })
      await visit('/account/subscriptions')
      await expect(
        page().locator('[data-subscription] [data-field=status]').first().textContent(),
      ).resolves.toBe('Active')
      expect(handle.errors).toEqual([])
    })

    it('cleo redeems her voucher once (double click); her redeemed and expired vouchers say so before any click', async () => {
      await signedIn(handle, 'cleo')
      await visit('/account/vouchers')
      await shoot(page(), 'vouchers')
      await expect(axeViolations(page())).resolves.toEqual([])
      const before = await records('cleo')
      await doubleClick(page().locator('[data-voucher=CLEO-HEXFX-GIFT] button'))
      await page().locator('[data-outcome=redeemed]').waitFor()
      await expect(records('cleo')).resolves.toMatchObject({
        redemptions: before.redemptions + 1,
        orders: before.orders + 1,
      })

      // Her code typed in again: the page says it is already redeemed, with nothing to redeem.
      await page().getByLabel('Voucher code', { exact: true }).fill('CLEO-HEXFX-GIFT')
      await page().getByRole('button', { name: 'Add voucher' }).click()
      const again = page().locator('[data-outcome=assigned]').filter({ hasText: 'it is already redeemed' })
      await again.waitFor()
      await expect(again.getByRole('button', { name: 'Redeem it now' }).count()).resolves.toBe(0)
      await again.getByRole('button', { name: 'OK' }).click()

      // The expired voucher says so before any click, and offers nothing to click.
      const expired = page().locator('[data-voucher=CLEO-SAMPLE-2023]')
      await expect(expired.locator('[data-field=status]').textContent()).resolves.toMatch(/^Expired/)
      await expect(expired.getByRole('button').count()).resolves.toBe(0)
      // Its code typed in again: it is hers, and the page says it has expired, with no "Redeem it now".
      await page().getByLabel('Voucher code', { exact: true }).fill('CLEO-SAMPLE-2023')
      await page().getByRole('button', { name: 'Add voucher' }).click()
      const assigned = page().locator('[data-outcome=assigned]')
      await assigned.filter({ hasText: 'it has expired' }).waitFor()
      await expect(assigned.getByRole('button', { name: 'Redeem it now' }).count()).resolves.toBe(0)
      await shoot(page(), 'voucher-refused')
      await expect(records('cleo')).resolves.toMatchObject({ redemptions: before.redemptions + 1 })

      // What the voucher bought is now hers (the stand-ins act as one provider): a Hex FX licence on her
      // licences screen, and the artwork generator, which asks for a licence, lets her in.
      await visit('/account/licences')
      await page()
        .locator('li.licence', { has: page().getByRole('heading', { name: 'Hex FX', exact: true }) })
        .waitFor()
      await visit('/account/artwork')
      await page().getByLabel('Describe the artwork').waitFor()
      await expect(page().locator('[data-field=ineligible]').count()).resolves.toBe(0)
      await expect(page().getByRole('button', { name: 'Generate' }).count()).resolves.toBe(1)
      expect(handle.errors).toEqual([])
    })
    it('ana changes her plan without JavaScript: the review is a page of its own, each step a 303', async () => {
      await signedIn(handle, 'ana')
      const noScript = await handle.context.browser()?.newContext({ javaScriptEnabled: false })
      const plain = await noScript?.newPage()
      if (!noScript || !plain) throw new Error('no browser context')
      try {
        await noScript.addCookies(await handle.context.cookies())
        await plain.goto(`${handle.baseUrl}/account/subscriptions`)
        const card = plain.locator('[data-subscription]').first()
        const target = (await card.getByLabel('New plan').locator('option').first().textContent())!.split(
          ':',
        )[0]!
        const before = await records('ana')
        const step = async (button: string) => {
          const posted = plain.waitForResponse((r) => r.request().method() === 'POST')
          await card.getByRole('button', { name: button }).click()
          expect((await posted).status()).toBe(303)
          await plain.waitForLoadState()
        }
        await step('Review the change')
        await card.locator('[data-review]').waitFor()
        await expect(card.locator('[data-field=review-plan]').textContent()).resolves.toBe(target)
        await expect(records('ana')).resolves.toMatchObject({ orders: before.orders })
        await step('Confirm the change')
        await plain.getByRole('status').filter({ hasText: 'Your plan is changed' }).waitFor()
        await expect(plain.locator('[data-subscription] h2').first().textContent()).resolves.toBe(target)
        await expect(records('ana')).resolves.toMatchObject({ orders: before.orders + 1 })
      } finally {
        await noScript.close()
      }
    })
  })

  describeEcomCalls()
})
