/**
 * The commerce screens' reads: subscriptions (with the payment methods to choose from and the plans to
 * change to), payment methods, orders (filtered by `?status=`), one invoice (`?order=&invoice=`) and
 * vouchers. Each is one customer call running its service calls in parallel.
 */
import { Effect } from 'effect'
import { isOrderStatus } from '../../../models/accounts/ecomRules.ts'
import { Ecom } from '../../../services/accounts/ecom/Ecom.ts'
import { ApiError } from '../../../services/accounts/http/errors.ts'
import { forCustomer } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import { type ReadAnswer, readOf } from '../reads.server.ts'
import type { InvoiceRead, OrdersRead, PaymentMethodsRead, SubscriptionsRead, VouchersRead } from './types.ts'
import { orderRow, paymentMethodRow, subscriptionRow, voucherRow } from './views.server.ts'

export async function subscriptionsRead(
  platform: AccountPlatform,
  request: Request,
): Promise<ReadAnswer<SubscriptionsRead>> {
  const outcome = await forCustomer(platform, request, (credentials) =>
    Ecom.use((ecom) =>
      Effect.all(
        [
          ecom.listSubscriptions(credentials),
          ecom.listPaymentMethods(credentials),
          ecom.listCatalogProducts(),
        ],
        { concurrency: 3 },
      ),
    ),
  )
  return readOf(outcome, ([subscriptions, methods, catalog]) => ({
    subscriptions: subscriptions.items.map((s) => subscriptionRow(s, methods.items, catalog.items)),
    paymentMethods: methods.items.map((m) => paymentMethodRow(m, subscriptions.items)),
  }))
}

export async function paymentMethodsRead(
  platform: AccountPlatform,
  request: Request,
): Promise<ReadAnswer<PaymentMethodsRead>> {
  const outcome = await forCustomer(platform, request, (credentials) =>
    Ecom.use((ecom) =>
      Effect.all([ecom.listPaymentMethods(credentials), ecom.listSubscriptions(credentials)], {
        concurrency: 2,
      }),
    ),
  )
  return readOf(outcome, ([methods, subscriptions]) => ({
    paymentMethods: methods.items.map((m) => paymentMethodRow(m, subscriptions.items)),
  }))
}

export async function ordersRead(
  platform: AccountPlatform,
  request: Request,
): Promise<ReadAnswer<OrdersRead>> {
  const asked = new URL(request.url).searchParams.get('status') ?? ''
  // An unknown status shows every order rather than a service error: the filter is a convenience.
  const status = isOrderStatus(asked) ? asked : undefined
  const outcome = await forCustomer(platform, request, (credentials) =>
    Ecom.use((ecom) => ecom.listOrders(credentials, { order_status: status })),
  )
  return readOf(outcome, (orders) => ({ status, orders: orders.items.map(orderRow) }))
}

/** The positive whole number in `name` of the page's query, or undefined. */
export function idParam(request: Request, name: string): number | undefined {
  const raw = new URL(request.url).searchParams.get(name) ?? ''
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined
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

export async function invoiceRead(
  platform: AccountPlatform,
  request: Request,
): Promise<ReadAnswer<InvoiceRead>> {
  const orderId = idParam(request, 'order')
  const invoiceId = idParam(request, 'invoice')
  const outcome = await forCustomer(platform, request, (credentials) =>
    orderId === undefined || invoiceId === undefined
      ? Effect.fail(missingInvoice)
      : Ecom.use((ecom) => ecom.getInvoice(credentials, orderId, invoiceId)),
  )
  return readOf(outcome, (invoice) => ({
    id: invoice.id,
    order: orderRow(invoice.order),
    billedTo: [
      `${invoice.order.first_name ?? ''} ${invoice.order.last_name ?? ''}`.trim(),
      invoice.order.address_1 ?? '',
      `${invoice.order.zip ?? ''} ${invoice.order.city ?? ''}`.trim(),
      invoice.order.country_code ?? '',
    ].filter(Boolean),
  }))
}

export async function vouchersRead(
  platform: AccountPlatform,
  request: Request,
): Promise<ReadAnswer<VouchersRead>> {
  const outcome = await forCustomer(platform, request, (credentials) =>
    Ecom.use((ecom) => ecom.listVouchers(credentials)),
  )
  return readOf(outcome, (vouchers) => ({ vouchers: vouchers.items.map(voucherRow) }))
}
