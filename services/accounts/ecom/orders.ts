/** Orders and invoices (spec §7): the invoice as JSON for a page, or as PDF bytes for a download. */
import { Invoice, OrderList } from '../../../models/accounts/ecom.ts'
import type { OrderStatus } from '../../../models/accounts/ecomRules.ts'
import type { AccountsHttpShape, Binary } from '../http/client.ts'
import type { Credentials } from '../http/request.ts'
import { customer, type Result, segment } from './call.ts'

export interface OrderMethods {
  readonly listOrders: (
    credentials: Credentials,
    query?: { order_status?: OrderStatus },
  ) => Result<typeof OrderList.Type>
  readonly getInvoice: (credentials: Credentials, orderId: number, invoiceId: number) => Result<Invoice>
  /** The same invoice as a PDF; a failure still reads the JSON error body, so its code survives. */
  readonly getInvoicePdf: (credentials: Credentials, orderId: number, invoiceId: number) => Result<Binary>
}

const invoicePath = (orderId: number, invoiceId: number) =>
  `{me}/orders/${segment(orderId)}/invoices/${segment(invoiceId)}`

export const orderMethods = (http: AccountsHttpShape): OrderMethods => ({
  listOrders: (credentials, query) =>
    http.json(customer(credentials, 'listOrders', 'GET', '{me}/orders', query), OrderList),
  getInvoice: (credentials, orderId, invoiceId) =>
    http.json(customer(credentials, 'getInvoice', 'GET', invoicePath(orderId, invoiceId)), Invoice),
  getInvoicePdf: (credentials, orderId, invoiceId) =>
    http.binary(
      customer(credentials, 'getInvoicePdf', 'GET', invoicePath(orderId, invoiceId)),
      'application/pdf',
    ),
})
