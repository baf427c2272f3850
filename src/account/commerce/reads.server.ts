/**
 * The commerce screens' reads: subscriptions (with the payment methods to choose from and the plans to
 * change to), payment methods, orders (filtered by `?status=`), one invoice (`?order=&invoice=`) and
 * vouchers. Each is one customer call running its service calls in parallel.
 */
import { Effect } from 'effect'
import { isOrderStatus, type OrderStatus } from '../../../models/accounts/orderStatus.ts'
import { Ecom } from '../../../services/accounts/ecom/Ecom.ts'
import { ApiError } from '../../../services/accounts/http/errors.ts'
import { read, readOf, readWith } from '../kit/read.server.ts'
import type { Orders, PaymentMethods, Subscriptions, Vouchers } from './types.ts'
import { invoicePage, orderRow, paymentMethodRow, subscriptionRow, voucherRow } from './views.server.ts'

const subscriptionsRead = read(async ({ customer }) => {
  const outcome = await customer(
    Ecom.use((ecom) =>
      Effect.all([ecom.listSubscriptions(), ecom.listPaymentMethods(), ecom.listCatalogProducts()], {
        concurrency: 3,
      }),
    ),
  )
  return readOf(
    outcome,
    ([subscriptions, methods, catalog]): Subscriptions => ({
      subscriptions: subscriptions.items.map((s) => subscriptionRow(s, methods.items, catalog.items)),
      paymentMethods: methods.items.map((m) => paymentMethodRow(m, subscriptions.items)),
    }),
  )
})

const paymentMethodsRead = read(async ({ customer }) => {
  const outcome = await customer(
    Ecom.use((ecom) => Effect.all([ecom.listPaymentMethods(), ecom.listSubscriptions()], { concurrency: 2 })),
  )
  return readOf(
    outcome,
    ([methods, subscriptions]): PaymentMethods => ({
      paymentMethods: methods.items.map((m) => paymentMethodRow(m, subscriptions.items)),
    }),
  )
})

/** An unknown status shows every order rather than a service error: the filter is a convenience. */
export const orderStatusOf = (value: string | null | undefined): OrderStatus | undefined =>
  value && isOrderStatus(value) ? value : undefined

const ordersRead = readWith(
  (params) => ({ status: orderStatusOf(params.get('status')) }),
  async ({ customer }, { status }) =>
    readOf(
      await customer(Ecom.use((ecom) => ecom.listOrders({ order_status: status }))),
      (orders): Orders => ({ status, orders: orders.items.map(orderRow) }),
    ),
)

/** A positive whole number (an order or invoice number), or undefined. */
export function idOf(raw: string | number | null | undefined): number | undefined {
  const text = raw === null || raw === undefined ? '' : String(raw)
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined
}

/** A page address without a valid order and invoice number finds nothing, like an unknown invoice. */
const missingInvoice = new ApiError({
  service: 'ecom',
  method: 'GET',
  path: '{me}/orders/{orderId}/invoices/{invoiceId}',
  status: 404,
  code: undefined,
  message: 'Not found',
})

const invoiceRead = readWith(
  (params) => ({ order: idOf(params.get('order')), invoice: idOf(params.get('invoice')) }),
  async ({ customer }, { order, invoice }) => {
    const outcome = await customer(
      order === undefined || invoice === undefined
        ? Effect.fail(missingInvoice)
        : Ecom.use((ecom) => ecom.getInvoice(order, invoice)),
    )
    return readOf(outcome, invoicePage)
  },
)

const vouchersRead = read(async ({ customer }) =>
  readOf(
    await customer(Ecom.use((ecom) => ecom.listVouchers())),
    (vouchers): Vouchers => ({ vouchers: vouchers.items.map((voucher) => voucherRow(voucher)) }),
  ),
)

export const commerceReads = {
  subscriptions: subscriptionsRead,
  paymentMethods: paymentMethodsRead,
  orders: ordersRead,
  invoice: invoiceRead,
  vouchers: vouchersRead,
}
