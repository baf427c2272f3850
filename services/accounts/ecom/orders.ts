/** Orders and invoices (spec §7): the invoice as JSON for a page, or as PDF bytes for a download. */
import { Invoice, OrderList } from '../../../models/accounts/ecom.ts'
import type { OrderStatus } from '../../../models/accounts/orderStatus.ts'
import type { Binary } from '../http/client.ts'
import type { serviceCalls } from '../http/customer.ts'
import { type Result, segment } from './call.ts'

export interface OrderMethods {
  readonly listOrders: (query?: { order_status?: OrderStatus }) => Result<typeof OrderList.Type>
  readonly getInvoice: (orderId: number, invoiceId: number) => Result<Invoice>
  /** The same invoice as a PDF; a failure still reads the JSON error body, so its code survives. */
  readonly getInvoicePdf: (orderId: number, invoiceId: number) => Result<Binary>
}

const invoicePath = (orderId: number, invoiceId: number) =>
  `{me}/orders/${segment(orderId)}/invoices/${segment(invoiceId)}`

export const orderMethods = ({ customer }: ReturnType<typeof serviceCalls>): OrderMethods => ({
  listOrders: (query) =>
    customer.json('listOrders', { method: 'GET', path: '{me}/orders', params: query }, OrderList),
  getInvoice: (orderId, invoiceId) =>
    customer.json('getInvoice', { method: 'GET', path: invoicePath(orderId, invoiceId) }, Invoice),
  getInvoicePdf: (orderId, invoiceId) =>
    customer.binary(
      'getInvoicePdf',
      { method: 'GET', path: invoicePath(orderId, invoiceId) },
      'application/pdf',
    ),
})
