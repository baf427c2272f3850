/** /account/invoice?order=&invoice=: an invoice as a page (from the service's JSON), with its PDF. */
import { Problem } from '../Notices.tsx'
import { day } from './format.ts'
import { orderMessages } from './messages.ts'
import { invoicePdfHref, OrderItems } from './OrdersView.tsx'
import type { InvoiceRead } from './types.ts'

export function InvoiceView({ read }: { read: InvoiceRead }) {
  if (read.status !== 'signedIn' || !read.ok) {
    return (
      <section className="account-page" aria-labelledby="invoice-heading">
        <h1 id="invoice-heading">Invoice</h1>
        {read.status === 'signedIn' && <Problem failure={read.failure} overrides={orderMessages} />}
        <p>
          <a href="/account/orders">Back to your orders</a>
        </p>
      </section>
    )
  }
  const invoice = read.value
  return (
    <section className="account-page account-page--wide" aria-labelledby="invoice-heading">
      <h1 id="invoice-heading">Invoice {invoice.id}</h1>
      <div className="account-page__card" data-invoice={invoice.id}>
        <dl className="account-page__details">
          <dt>Order</dt>
          <dd data-field="order">{invoice.order.id}</dd>
          <dt>Date</dt>
          <dd>{day(invoice.order.date)}</dd>
          <dt>Billed to</dt>
          <dd>
            {invoice.billedTo.map((line) => (
              <span key={line} className="commerce__line">
                {line}
              </span>
            ))}
          </dd>
        </dl>
        <OrderItems order={invoice.order} />
      </div>
      <p className="commerce__inline">
        <a
          className="button"
          href={invoicePdfHref(invoice.order.id, invoice.id)}
          download={`invoice-${invoice.id}.pdf`}
        >
          Download PDF
        </a>{' '}
        <a href="/account/orders">Back to your orders</a>
      </p>
    </section>
  )
}
