/** Service answers → view rows, shared by the commerce reads and commands. */

import type { PlanChangeReview } from '../../../machines/account/planChange.ts'
import type {
  CatalogProduct,
  Order,
  PaymentMethod,
  PlanChange,
  Subscription,
  UserVoucher,
} from '../../../models/accounts/ecom.ts'
import type { OrderRow, PaymentMethodRow, SubscriptionRow, VoucherRow } from './types.ts'

const text = (value: string | null | undefined) => value ?? undefined

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

export const orderRow = (order: Order): OrderRow => ({
  id: order.id,
  status: order.status,
  date: order.created_at,
  items: order.items.map((item, i) => ({
    key: String(item.id ?? `${order.id}-${i}`),
    name: item.catalog_product.name,
    quantity: item.quantity,
    price: item.special_price ?? item.base_price,
    tax: item.tax_amount ?? undefined,
    total: item.total_amount,
  })),
  tax: order.tax_amount ?? undefined,
  total: order.total_amount,
  invoices: order.invoices ?? [],
})

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
