/** /account/support/$userId/invoice?order=&invoice=: one of the customer's invoices, read-only, for support. */
import { InvoiceFacts } from '../commerce/InvoiceView.tsx'
import { OrderItems } from '../commerce/OrdersView.tsx'
import { orderMessages } from '../commerce/orderMessages.ts'
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
            <InvoiceFacts invoice={invoice} />
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
