/** /account/orders: orders with items and totals, filtered by status; each invoice as a page and a PDF. */
import { orderStatuses } from '../../../models/accounts/orderStatus.ts'
import type { SignedInRead } from '../guard.ts'
import { AccountPage } from '../kit/AccountPage.tsx'
import type { AccountSearch } from '../kit/search.ts'
import { day, money } from './format.ts'
import { orderMessages } from './orderMessages.ts'
import type { OrderRow, OrdersRead } from './types.ts'

const statusNames: Readonly<Record<string, string>> = {
  complete: 'Complete',
  pending_payment: 'Awaiting payment',
  cancel: 'Cancelled',
  fraud: 'Held for review',
}

export const invoiceHref = (order: number, invoice: number) =>
  `/account/invoice?order=${order}&invoice=${invoice}`
export const invoicePdfHref = (order: number, invoice: number) =>
  `/api/account/invoice.pdf?order=${order}&invoice=${invoice}`

/** Each line's price before tax, its tax and its total; then subtotal + tax = total. */
export function OrderItems({ order }: { order: OrderRow }) {
  return (
    <table className="commerce__table">
      <caption className="visually-hidden">Items of order {order.id}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Qty</th>
          <th scope="col">Price</th>
          <th scope="col">Tax</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item) => (
          <tr key={item.key} data-line>
            <td>{item.name}</td>
            <td>{item.quantity}</td>
            <td data-field="line-price">{money(item.price)}</td>
            <td data-field="line-tax">{money(item.tax)}</td>
            <td data-field="line-total">{money(item.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            Subtotal
          </th>
          <td data-field="subtotal">{money(order.subtotal)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={4}>
            Tax
          </th>
          <td data-field="tax">{money(order.tax)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={4}>
            Total
          </th>
          <td data-field="total">{money(order.total)}</td>
        </tr>
      </tfoot>
    </table>
  )
}

/** Links are plain anchors: the invoice page and the filter load as documents, read on the server. */
export function OrdersView({ read, search }: { read: SignedInRead<OrdersRead>; search: AccountSearch }) {
  const current = read.ok ? read.value.status : undefined
  return (
    <AccountPage
      id="orders"
      title="Your orders"
      wide
      read={read}
      notices={{ search, done: {} }}
      overrides={orderMessages}
      before={
        <form method="get" action="/account/orders" className="commerce__inline">
          <label htmlFor="order-status">Show</label>
          <select id="order-status" name="status" defaultValue={current ?? ''}>
            <option value="">All orders</option>
            {orderStatuses.map((s) => (
              <option key={s} value={s}>
                {statusNames[s]}
              </option>
            ))}
          </select>{' '}
          <button type="submit" className="button button--ghost">
            Filter
          </button>
        </form>
      }
      empty={{
        when: (value) => value.orders.length === 0,
        name: 'orders',
        text: current ? 'No orders with that status.' : 'You have no orders yet.',
      }}
    >
      {(value) => (
        <ul className="commerce__list">
          {value.orders.map((order) => (
            <li key={order.id} className="account-page__card" data-order={order.id}>
              <h2>
                Order {order.id}, {day(order.date)}
              </h2>
              <p data-field="status">{statusNames[order.status] ?? order.status}</p>
              <OrderItems order={order} />
              {order.invoices.map((invoice) => (
                <p key={invoice} className="commerce__inline">
                  <a href={invoiceHref(order.id, invoice)}>View invoice {invoice}</a>{' '}
                  <a href={invoicePdfHref(order.id, invoice)} download={`invoice-${invoice}.pdf`}>
                    Download invoice {invoice} (PDF)
                  </a>
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </AccountPage>
  )
}
