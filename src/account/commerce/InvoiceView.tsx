/** /account/invoice?order=&invoice=: an invoice as a page (from the service's JSON), with its PDF. */
import type { SignedInRead } from '../guard.ts'
import { AccountPage } from '../kit/AccountPage.tsx'
import { day } from './format.ts'
import { invoicePdfHref, OrderItems } from './OrdersView.tsx'
import { orderMessages } from './orderMessages.ts'
import type { InvoicePage, InvoiceRead } from './types.ts'

const backToOrders = <a href="/account/orders">Back to your orders</a>

/** When, to whom and with what an invoice was paid: terms of an `account-page__details` list. */
export function InvoiceFacts({ invoice }: { invoice: Pick<InvoicePage, 'order' | 'billedTo' | 'paidWith'> }) {
  return (
    <>
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
      <dt>Paid with</dt>
      <dd data-field="paid-with">{invoice.paidWith ?? 'Not paid by card'}</dd>
    </>
  )
}

export function InvoiceView({ read }: { read: SignedInRead<InvoiceRead> }) {
  return (
    <AccountPage
      id="invoice"
      title={read.ok ? `Invoice ${read.value.id}` : 'Invoice'}
      wide={read.ok}
      read={read}
      overrides={orderMessages}
      after={read.ok ? undefined : <p>{backToOrders}</p>}
    >
      {(invoice) => (
        <>
          <div className="account-page__card" data-invoice={invoice.id}>
            {invoice.seller && (
              <section className="commerce__seller" aria-label="Seller" data-field="seller">
                <strong>{invoice.seller.name}</strong>
                {invoice.seller.address.map((line) => (
                  <span key={line} className="commerce__line">
                    {line}
                  </span>
                ))}
                {invoice.seller.taxNumber && (
                  <span className="commerce__line" data-field="tax-number">
                    Tax number: {invoice.seller.taxNumber}
                  </span>
                )}
                {invoice.seller.email && <span className="commerce__line">{invoice.seller.email}</span>}
              </section>
            )}
            <dl className="account-page__details">
              <dt>Order</dt>
              <dd data-field="order">{invoice.order.id}</dd>
              <InvoiceFacts invoice={invoice} />
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
            {backToOrders}
          </p>
        </>
      )}
    </AccountPage>
  )
}
