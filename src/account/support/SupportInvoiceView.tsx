/** /account/support/$userId/invoice?order=&invoice=: one of the customer's invoices, read-only, for support. */
import { day } from '../commerce/format.ts'
import { orderMessages } from '../commerce/messages.ts'
import { OrderItems } from '../commerce/OrdersView.tsx'
import type { SignedInRead } from '../guard.ts'
import { AccountPage } from '../kit/AccountPage.tsx'
import type { SupportInvoiceRead } from './types.ts'

export function SupportInvoiceView({
  read,
  userId,
}: {
  read: SignedInRead<SupportInvoiceRead>
  userId: number
}) {
  const back = (
    <p>
      <a href={`/account/support/${userId}`}>Back to the customer</a>
    </p>
  )
  return (
    <AccountPage
      id="support-invoice"
      title={read.ok ? `Invoice for ${read.value.name}` : 'Invoice'}
      wide={read.ok}
      read={read}
      overrides={orderMessages}
      after={back}
    >
      {({ invoice }) => (
        <div className="account-page__card" data-invoice>
          <dl className="account-page__details">
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
            {invoice.seller && (
              <>
                <dt>Sold by</dt>
                <dd>{invoice.seller.name}</dd>
              </>
            )}
          </dl>
          <OrderItems order={invoice.order} />
        </div>
      )}
    </AccountPage>
  )
}
