/** Service answers → view rows, shared by the commerce reads and commands. */

import type { PlanChangeReview } from '../../../machines/account/planChange.ts'
import type {
  CatalogProduct,
  Invoice,
  Order,
  PaymentMethod,
  PlanChange,
  Subscription,
  UserVoucher,
} from '../../../models/accounts/ecom.ts'
import { orderTotals } from '../../../models/accounts/orderTotals.ts'
import type { InvoicePage, OrderRow, PaymentMethodRow, SubscriptionRow, VoucherRow } from './types.ts'

const text = (value: string | null | undefined) => value ?? undefined

const regions = new Intl.DisplayNames(['en'], { type: 'region' })
/** "United States" for `US`: an address shows the country's name, never its code. */
const countryName = (code: string): string => {
  if (!/^[A-Za-z]{2}$/.test(code)) return code
  try {
    return regions.of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

export function subscriptionRow(
  subscription: Subscription,
  methods: ReadonlyArray<PaymentMethod>,
  catalog: ReadonlyArray<CatalogProduct>,
): SubscriptionRow {
  const method = methods.find((m) => m.token === subscription.payment_method_token)
  return {
    id: subscription.id,
    status: subscription.status,
    planName: subscription.plan.name,
    price: subscription.price,
    nextBillingDate: text(subscription.next_billing_date),
    nextAmount: subscription.next_billing_period_amount ?? undefined,
    discounts: (subscription.discounts ?? []).map((d) => ({ name: d.name, amount: d.amount })),
    changingTo: subscription.changing_to?.name,
    paymentMethod: method ? paymentMethodRow(method, []).label : undefined,
    options: catalog
      .filter(
        (p) =>
          p.subscription_group === subscription.group &&
          p.subscription_plan &&
          p.subscription_plan.id !== subscription.plan.id,
      )
      .map((p) => ({ catalogProductId: p.id, name: p.name, price: p.price })),
  }
}

const live = (status: string) => status !== 'Canceled' && status !== 'Expired'

export function paymentMethodRow(
  method: PaymentMethod,
  subscriptions: ReadonlyArray<Subscription>,
): PaymentMethodRow {
  const card = method.card_type ?? method.type ?? 'Card'
  const last4 = (method.masked_number ?? '').slice(-4)
  return {
    token: method.token,
    label: last4 ? `${card} ending ${last4}` : (method.email ?? card),
    expires: [method.expiration_month, method.expiration_year].filter(Boolean).join('/'),
    expired: method.expired === true,
    usedBy: subscriptions.find((s) => s.payment_method_token === method.token && live(s.status))?.plan.name,
  }
}

export function orderRow(order: Order): OrderRow {
  const totals = orderTotals({
    lines: order.items.map((item) => ({
      quantity: item.quantity,
      unitPrice: item.special_price ?? item.base_price,
      tax: item.tax_amount ?? undefined,
      total: item.total_amount,
    })),
    tax: order.tax_amount ?? undefined,
    total: order.total_amount,
  })
  return {
    id: order.id,
    status: order.status,
    date: order.created_at,
    items: order.items.map((item, i) => ({
      key: String(item.id ?? `${order.id}-${i}`),
      name: item.catalog_product.name,
      quantity: item.quantity,
      unitPrice: item.special_price ?? item.base_price,
      ...totals.lines[i]!,
    })),
    subtotal: totals.subtotal,
    tax: totals.tax,
    total: totals.total,
    invoices: order.invoices ?? [],
  }
}

/** The invoice page's facts: the same ones the service prints in its PDF. */
export function invoicePage(found: Invoice): InvoicePage {
  const o = found.order
  const payment = found.payment_method
  const last4 = (payment?.masked_number ?? '').slice(-4)
  return {
    id: found.id,
    order: orderRow(o),
    billedTo: [
      `${o.first_name ?? ''} ${o.last_name ?? ''}`.trim(),
      o.address_1 ?? '',
      o.address_2 ?? '',
      `${o.zip ?? ''} ${o.city ?? ''} ${o.state ?? ''}`.trim(),
      countryName(o.country_code ?? ''),
    ].filter(Boolean),
    seller: found.seller
      ? {
          name: found.seller.name,
          address: found.seller.address ?? [],
          taxNumber: text(found.seller.tax_number),
          email: text(found.seller.email),
        }
      : undefined,
    paidWith: payment
      ? last4
        ? `${payment.card_type ?? 'Card'} ending ${last4}`
        : (payment.email ?? payment.type ?? undefined)
      : undefined,
  }
}

/** `now` decides "expired" on the server, so the page and its hydration agree. */
export const voucherRow = (voucher: UserVoucher, now = Date.now()): VoucherRow => ({
  id: voucher.id,
  title: voucher.voucher_type.title,
  description: text(voucher.voucher_type.description),
  redeemable: voucher.is_redeemable === true,
  redeemedAt: text(voucher.redeemed_at),
  expiresAt: text(voucher.expires_at),
  expired: !voucher.redeemed_at && !!voucher.expires_at && Date.parse(voucher.expires_at) <= now,
})

export const reviewOf = (subscriptionId: string, change: PlanChange): PlanChangeReview => ({
  subscriptionId,
  changeId: change.id,
  planName: change.target_subscription.plan.name,
  amountDue: change.amount_due ?? 0,
  newPrice:
    change.target_subscription.actual_plan_price ??
    change.target_subscription.next_billing_period_amount ??
    0,
  nextBillingDate: text(change.target_subscription.next_billing_date),
})
