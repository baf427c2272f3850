/**
 * /account/payment-methods: the customer's cards, added through the payment provider's hosted card
 * form (card numbers never reach the site) and removed here. Replace card takes the same form and puts
 * the new card behind the saved method, so what it pays for keeps paying; Change billing address takes
 * the provider's address form, whose address id the method then carries. A card that pays for a
 * subscription says so instead of offering a remove button that would fail.
 */

import { AccountPage } from '../kit/AccountPage.tsx'
import { Confirm } from '../kit/Confirm.tsx'
import type { AccountSearch } from '../kit/search.ts'
import { useAccountCommand } from '../kit/useAccountCommand.ts'
import type { AccountReadBinding } from '../kit/useAccountRead.ts'
import { paymentMethodMessages } from './paymentMethodMessages.ts'
import type { PaymentMethodRow } from './types.ts'

const done: Readonly<Record<string, string>> = {
  addPaymentMethod: 'Your card is added.',
  removePaymentMethod: 'The card is removed.',
  cardFormCancelled: 'No card was added.',
  replacePaymentMethod:
    'Your new card is in place. Anything the old card paid for is now paid with the new one.',
  cardReplaceCancelled: 'Your card was not changed.',
  changeBillingAddress: 'Your billing address is changed. The card uses it from its next payment.',
  billingAddressCancelled: 'Your billing address was not changed.',
}

function Method({
  method,
  reload,
  asked,
}: {
  method: PaymentMethodRow
  reload: () => void
  asked: string | undefined
}) {
  const remove = useAccountCommand('removePaymentMethod', reload, {
    done: () => `${method.label} is removed from your account.`,
    overrides: paymentMethodMessages,
  })
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
      <p className="commerce__actions">
        <a
          className="button button--ghost"
          href={`/api/account/card-form?back=payment-methods&replace=${encodeURIComponent(method.token)}`}
        >
          Replace card <span className="visually-hidden">{method.label}</span>
        </a>
        <a
          className="button button--ghost"
          href={`/api/account/card-form?back=payment-methods&address=${encodeURIComponent(method.token)}`}
        >
          Change billing address <span className="visually-hidden">of {method.label}</span>
        </a>
      </p>
      {method.usedBy ? (
        <p data-field="in-use">
          This card pays for {method.usedBy}, so it cannot be removed.{' '}
          <a href="/account/subscriptions">Choose another card for the subscription</a> first.
        </p>
      ) : (
        <Confirm
          confirmKey={`card-${method.token}`}
          asked={asked}
          here="/account/payment-methods"
          command={remove}
          label={
            <>
              Remove <span className="visually-hidden">{method.label}</span>
            </>
          }
          question={`Remove ${method.label}? You will need to enter it again to pay with it.`}
          yes={`Yes, remove ${method.label}`}
          pending="Removing…"
          keep="Keep this card"
          fields={<input type="hidden" name="token" value={method.token} />}
        />
      )}
    </li>
  )
}

export function PaymentMethodsView({
  data,
  search,
}: {
  data: AccountReadBinding<'paymentMethods'>
  search: AccountSearch
}) {
  return (
    <AccountPage
      id="methods"
      title="Payment methods"
      wide
      read={data.read}
      state={data}
      notices={{ search, done }}
      overrides={paymentMethodMessages}
      empty={{
        when: (value) => value.paymentMethods.length === 0,
        name: 'payment-methods',
        text: 'You have no saved cards.',
      }}
      after={
        <>
          <p>
            <a className="button" href="/api/account/card-form?back=payment-methods">
              Add a card
            </a>
          </p>
          <p className="commerce__hint">
            You enter card details on our payment provider’s secure page; they never reach our site.
          </p>
        </>
      }
    >
      {(value) => (
        <ul className="commerce__list">
          {value.paymentMethods.map((m) => (
            <Method key={m.token} method={m} reload={data.reload} asked={search.confirm} />
          ))}
        </ul>
      )}
    </AccountPage>
  )
}
