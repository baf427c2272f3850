/**
 * Every ecommerce call of the site's live client (services/accounts/ecom) against the stand-in, as a
 * demo customer: each method reaches its route and decodes the stand-in's answer. Run after the browser
 * scenarios, since some calls (cancel, redeem) use up the demo customers' state.
 */
import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { Ecom, type EcomShape } from '../../../services/accounts/ecom/Ecom.ts'
import { asCustomer } from '../../../services/accounts/http/customer.ts'
import { type Customer, liveLayer, loginTokens, pdfText } from './commerce.ts'
import { accountsUrl } from './identity.ts'

type Credentials = { accessToken: string; userId: number }

export const runEcom = async <A>(f: (ecom: EcomShape) => Effect.Effect<A, unknown>) => {
  const exit = await Effect.runPromiseExit(Ecom.use(f).pipe(Effect.provide(liveLayer())))
  if (!Exit.isSuccess(exit)) throw new Error(`ecom call failed: ${String(exit.cause)}`)
  return exit.value
}

/** The tagged failure of a call that must fail. */
export const failureOfCall = async (f: (ecom: EcomShape) => Effect.Effect<unknown, unknown>) =>
  runEcom((ecom) => Effect.flip(f(ecom)) as Effect.Effect<{ _tag: string; status?: number; code?: number }>)

export async function credentialsOf(who: Customer): Promise<Credentials> {
  return { accessToken: (await loginTokens(who)).access.token, userId: 0 }
}

/** A nonce from the stand-in's hosted card form, as the browser would get it (no site involved). */
export async function cardNonce(credentials: Credentials, number = '4111111111111111'): Promise<string> {
  const { client_token } = await runEcom((ecom) => ecom.createClientToken().pipe(asCustomer(credentials)))
  const response = await fetch(`${accountsUrl()}/ecom/hosted/card-form`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      client_token,
      return_url: 'http://127.0.0.1/return',
      cardholder_name: 'Test',
      card_number: number,
      expiration_month: '12',
      expiration_year: String(new Date().getUTCFullYear() + 3),
      cvv: '123',
    }),
  })
  const nonce = new URL(response.headers.get('location') ?? 'http://x/').searchParams.get('nonce')
  if (!nonce) throw new Error(`the card form gave no nonce (${response.status})`)
  return nonce
}

export function describeEcomCalls() {
  describe('every ecommerce call against the stand-in', () => {
    it('reads the public catalogue without a customer', async () => {
      const { items } = await runEcom((e) => e.listCatalogProducts())
      // Every product the stand-in lists is decoded, none dropped: compared with its raw answer, since
      // the catalogue grows with the product lines (the Producer Suite joined with the visitor journeys).
      const raw = (await (await fetch(`${accountsUrl()}/ecom/api/v1/catalog/products`)).json()) as {
        items: ReadonlyArray<{ id: number }>
      }
      expect(raw.items.length).toBeGreaterThan(0)
      expect(items.map((p) => p.id)).toEqual(raw.items.map((p) => p.id))
      expect(items.find((p) => p.id === 1011)?.price).toBe(9.99)
    })

    it('changes ana’s plan: request, confirm, and a second confirm that charges nothing more', async () => {
      const ana = await credentialsOf('ana')
      const [sub] = (await runEcom((e) => e.listSubscriptions().pipe(asCustomer(ana)))).items
      const target = sub!.plan.id.endsWith('monthly') ? 1012 : 1011
      const same = await runEcom((e) =>
        e
          .updateSubscription(sub!.id, { payment_method_token: sub!.payment_method_token! })
          .pipe(asCustomer(ana)),
      )
      expect(same.id).toBe(sub!.id)
      const change = await runEcom((e) =>
        e.requestPlanChange(sub!.id, { catalog_product_id: target, immediate: true }).pipe(asCustomer(ana)),
      )
      expect(change.status).toBe('pending')
      const first = await runEcom((e) => e.confirmPlanChange(sub!.id, change.id).pipe(asCustomer(ana)))
      const again = await runEcom((e) => e.confirmPlanChange(sub!.id, change.id).pipe(asCustomer(ana)))
      expect([first.status, again.order_id]).toEqual(['complete', first.order_id])
      const { items: orders } = await runEcom((e) =>
        e.listOrders({ order_status: 'complete' }).pipe(asCustomer(ana)),
      )
      const order = orders.find((o) => o.id === first.order_id)!
      const invoice = await runEcom((e) => e.getInvoice(order.id, order.invoices![0]!).pipe(asCustomer(ana)))
      const pdf = await runEcom((e) => e.getInvoicePdf(order.id, order.invoices![0]!).pipe(asCustomer(ana)))
      expect(invoice.total_amount).toBe(order.total_amount)
      expect(pdfText(Buffer.from(pdf.bytes))).toContain(`Total: $${order.total_amount.toFixed(2)}`)
    })

    it('adds, updates and removes a payment method made from a hosted-form nonce', async () => {
      const ana = await credentialsOf('ana')
      const added = await cardNonce(ana)
      const method = await runEcom((e) => e.addPaymentMethod({ nonce: added }).pipe(asCustomer(ana)))
      // §3's form: a new card from the hosted form replaces the one behind the same token.
      const replacement = await cardNonce(ana, '5555555555554444')
      const updated = await runEcom((e) =>
        e
          .updatePaymentMethod(method.token, { nonce: replacement, billing_address_id: 'addr_2' })
          .pipe(asCustomer(ana)),
      )
      expect([updated.token, updated.masked_number?.slice(-4), updated.billing_address_id]).toEqual([
        method.token,
        '4444',
        'addr_2',
      ])
      await runEcom((e) => e.removePaymentMethod(method.token).pipe(asCustomer(ana)))
      const { items } = await runEcom((e) => e.listPaymentMethods().pipe(asCustomer(ana)))
      expect(items.map((m) => m.token)).not.toContain(method.token)
    })

    it('assigns and redeems a code, refuses it twice, recommends, and cancels a subscription', async () => {
      const ben = await credentialsOf('ben')
      const assigned = await runEcom((e) => e.assignVoucher('PULSE-SAMPLE-GIFT').pipe(asCustomer(ben)))
      expect(assigned.id).toBe('PULSE-SAMPLE-GIFT')
      await runEcom((e) => e.redeemVoucher('PULSE-SAMPLE-GIFT').pipe(asCustomer(ben)))
      await expect(
        failureOfCall((e) => e.redeemVoucher('PULSE-SAMPLE-GIFT').pipe(asCustomer(ben))),
      ).resolves.toMatchObject({
        status: 409,
      })
      const { items: vouchers } = await runEcom((e) => e.listVouchers().pipe(asCustomer(ben)))
      expect(vouchers.find((v) => v.id === 'PULSE-SAMPLE-GIFT')?.redeemed_at).toBeTruthy()
      const { items: offers } = await runEcom((e) =>
        e.listRecommendations({ catalog_category: 'lifetime' }).pipe(asCustomer(ben)),
      )
      expect(offers.every((p) => p.categories?.some((c) => c.name === 'lifetime'))).toBe(true)
      const [sub] = (await runEcom((e) => e.listSubscriptions().pipe(asCustomer(ben)))).items
      // Only a Past Due subscription may be charged again: ben's is Active after the scenarios.
      await expect(failureOfCall((e) => e.retryCharge(sub!.id).pipe(asCustomer(ben)))).resolves.toMatchObject(
        { status: 400 },
      )
      await expect(
        runEcom((e) => e.cancelSubscription(sub!.id).pipe(asCustomer(ben))),
      ).resolves.toMatchObject({
        status: 'Canceled',
      })
    })
  })
}
