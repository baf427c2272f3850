/** What the commerce screens show: view data of the ecommerce reads (no server imports here). */
import type { AccountRead } from '../../../models/accounts/result.ts'

export interface PlanOption {
  readonly catalogProductId: number
  readonly name: string
  readonly price: number
}

export interface SubscriptionRow {
  readonly id: string
  readonly status: string
  readonly planName: string
  readonly price: number
  readonly nextBillingDate: string | undefined
  readonly nextAmount: number | undefined
  readonly discounts: ReadonlyArray<{ readonly name: string; readonly amount: number }>
  readonly changingTo: string | undefined
  readonly paymentMethod: string | undefined
  /** The other plans of the same product the customer may change to. */
  readonly options: ReadonlyArray<PlanOption>
}

export interface PaymentMethodRow {
  readonly token: string
  readonly label: string
  readonly expires: string
  readonly expired: boolean
  /** The subscription that pays with it: it cannot be removed while that renews. */
  readonly usedBy: string | undefined
}

export interface Subscriptions {
  readonly subscriptions: ReadonlyArray<SubscriptionRow>
  readonly paymentMethods: ReadonlyArray<PaymentMethodRow>
}
export type SubscriptionsRead = AccountRead<Subscriptions>

export interface PaymentMethods {
  readonly paymentMethods: ReadonlyArray<PaymentMethodRow>
}
export type PaymentMethodsRead = AccountRead<PaymentMethods>

/** One order line as the provider charged it: price (quantity × unit price) + tax = total. */
export interface OrderLine {
  readonly key: string
  readonly name: string
  readonly quantity: number
  readonly unitPrice: number
  readonly price: number
  readonly tax: number
  readonly total: number
}

export interface OrderRow {
  readonly id: number
  readonly status: string
  readonly date: string
  readonly items: ReadonlyArray<OrderLine>
  readonly subtotal: number
  readonly tax: number
  readonly total: number
  readonly invoices: ReadonlyArray<number>
}

export interface Orders {
  readonly status: string | undefined
  readonly orders: ReadonlyArray<OrderRow>
}
export type OrdersRead = AccountRead<Orders>

export interface InvoicePage {
  readonly id: number
  readonly order: OrderRow
  readonly billedTo: ReadonlyArray<string>
  /** The seller as the invoice names it; undefined when the service sent none. */
  readonly seller:
    | {
        readonly name: string
        readonly address: ReadonlyArray<string>
        readonly taxNumber: string | undefined
        readonly email: string | undefined
      }
    | undefined
  /** "Visa ending 1111", or undefined when the order was not paid by a saved method. */
  readonly paidWith: string | undefined
}
export type InvoiceRead = AccountRead<InvoicePage>

export interface VoucherRow {
  readonly id: string
  readonly title: string
  readonly description: string | undefined
  readonly redeemable: boolean
  readonly redeemedAt: string | undefined
  readonly expiresAt: string | undefined
  /** Past its end date and never redeemed: shown as expired, with nothing to click. */
  readonly expired: boolean
}

export interface Vouchers {
  readonly vouchers: ReadonlyArray<VoucherRow>
}
export type VouchersRead = AccountRead<Vouchers>
