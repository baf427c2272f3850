/**
 * /account/payment-methods: the customer's cards, added through the payment provider's hosted card
 * form (card numbers never reach the site) and removed here. A card that pays for a subscription
 * says so instead of offering a remove button that would fail.
 */
import { Problem, ReturnNotice } from '../Notices.tsx'
import { useAccountCommand } from '../useAccountCommand.ts'
import { useAccountRead } from '../useAccountRead.ts'
import { paymentMethodMessages } from './messages.ts'
import type { CommerceSearch } from './search.ts'
import type { PaymentMethodRow, PaymentMethodsRead } from './types.ts'

const done: Readonly<Record<string, string>> = {
  addPaymentMethod: 'Your card is added.',
  removePaymentMethod: 'The card is removed.',
  cardFormCancelled: 'No card was added.',
}

function Method({ method, reload }: { method: PaymentMethodRow; reload: () => void }) {
  const remove = useAccountCommand('removePaymentMethod', reload)
  return (
    <li className="account-page__card" data-method={method.token}>
      <h2>{method.label}</h2>
      <dl className="account-page__details">
        <dt>Expires</dt>
        <dd data-field="expires">
          {method.expires}
          {method.expired ? ' (expired)' : ''}
        </dd>
        <dt>Used for</dt>
        <dd data-field="used-by">{method.usedBy ?? 'Nothing'}</dd>
      </dl>
      {method.usedBy ? (
        <p data-field="in-use">
          This card pays for {method.usedBy}, so it cannot be removed.{' '}
          <a href="/account/subscriptions">Choose another card for the subscription</a> first.
        </p>
      ) : (
        <form {...remove.form}>
          <input type="hidden" name="token" value={method.token} />
          <button
            type="submit"
            className="button button--ghost"
            disabled={!remove.canSubmit}
            aria-busy={remove.busy}
          >
            Remove <span className="visually-hidden">{method.label}</span>
          </button>
        </form>
      )}
      {remove.failure && (
        <Problem failure={remove.failure} overrides={paymentMethodMessages} onRetry={remove.retry} />
      )}
    </li>
  )
}

export function PaymentMethodsView({
  initial,
  search,
}: {
  initial: PaymentMethodsRead
  search: CommerceSearch
}) {
  const data = useAccountRead('paymentMethods', initial)
  const { read } = data
  return (
    <section
      className="account-page account-page--wide"
      aria-labelledby="methods-heading"
      aria-busy={data.busy}
    >
      <h1 id="methods-heading">Payment methods</h1>
      <ReturnNotice search={search} done={done} overrides={paymentMethodMessages} />
      {data.failed && <Problem failure={{ _tag: 'NetworkError' }} onRetry={data.retry} />}
      {read.status === 'signedIn' && !read.ok && <Problem failure={read.failure} onRetry={data.reload} />}
      {read.status === 'signedIn' && read.ok && read.value.paymentMethods.length === 0 && (
        <p className="account-page__empty" data-empty="payment-methods">
          You have no saved cards.
        </p>
      )}
      {read.status === 'signedIn' && read.ok && read.value.paymentMethods.length > 0 && (
        <ul className="commerce__list">
          {read.value.paymentMethods.map((m) => (
            <Method key={m.token} method={m} reload={data.reload} />
          ))}
        </ul>
      )}
      <p>
        <a className="button" href="/api/account/card-form?back=payment-methods">
          Add a card
        </a>
      </p>
      <p className="commerce__hint">
        You enter card details on our payment provider’s secure page; they never reach our site.
      </p>
    </section>
  )
}
