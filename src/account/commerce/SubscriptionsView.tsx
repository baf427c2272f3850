/** /account/subscriptions: each subscription with its plan, price, billing and discounts, and its actions. */
import { Fragment, type ReactNode, useState } from 'react'
import type { PlanChangeReview } from '../../../machines/account/planChange.ts'
import { AccountPage } from '../kit/AccountPage.tsx'
import { Confirm } from '../kit/Confirm.tsx'
import { SubmitButton } from '../kit/SubmitButton.tsx'
import type { AccountSearch } from '../kit/search.ts'
import { useAccountCommand } from '../kit/useAccountCommand.ts'
import type { AccountReadBinding } from '../kit/useAccountRead.ts'
import { ChargeRetry } from './ChargeRetry.tsx'
import { day, money } from './format.ts'
import { PlanChange } from './PlanChange.tsx'
import { subscriptionMessages } from './subscriptionMessages.ts'
import type { PaymentMethodRow, SubscriptionRow } from './types.ts'

const done: Readonly<Record<string, string>> = {
  confirmPlanChange: 'Your plan is changed. The charge is in your orders.',
  cancelSubscription: 'Your subscription is cancelled. You keep access until the paid period ends.',
  useMethod: 'The subscription now uses that card.',
  retryCharge: 'Payment received. Your subscription is active again.',
  addPaymentMethod: 'Your card is added. Choose it below to pay with it.',
}

type Reload = () => void

function UseMethod({
  subscription,
  methods,
  reload,
}: {
  subscription: SubscriptionRow
  methods: ReadonlyArray<PaymentMethodRow>
  reload: Reload
}) {
  const command = useAccountCommand('useMethod', reload, {
    done: (input) =>
      `${subscription.planName} now uses ${methods.find((m) => m.token === input.get('token'))?.label ?? 'that card'}.`,
    overrides: subscriptionMessages,
  })
  const id = `method-${subscription.id}`
  const usable = methods.filter((m) => !m.expired)
  if (usable.length < 2 && subscription.paymentMethod) return null
  return (
    <form {...command.form} className="commerce__inline">
      <input type="hidden" name="subscriptionId" value={subscription.id} />
      <label htmlFor={id}>Pay with</label>
      <select
        id={id}
        name="token"
        defaultValue={usable.find((m) => m.label === subscription.paymentMethod)?.token}
      >
        {usable.map((m) => (
          <option key={m.token} value={m.token}>
            {m.label}
          </option>
        ))}
      </select>{' '}
      <SubmitButton command={command} pending="Saving…" className="button button--ghost">
        Save payment method
      </SubmitButton>
    </form>
  )
}

function Cancel({
  subscription,
  reload,
  asked,
}: {
  subscription: SubscriptionRow
  reload: Reload
  asked: string | undefined
}) {
  const until = day(subscription.nextBillingDate)
  const command = useAccountCommand('cancelSubscription', reload, {
    done: () =>
      `${subscription.planName} is cancelled: it will not renew. You keep access until ${until ?? 'the paid period ends'}.`,
    overrides: subscriptionMessages,
  })
  return (
    <Confirm
      confirmKey={`subscription-${subscription.id}`}
      asked={asked}
      here="/account/subscriptions"
      command={command}
      label={
        <>
          Cancel this subscription <span className="visually-hidden">({subscription.planName})</span>
        </>
      }
      question={`Cancel ${subscription.planName}? It will not renew, and you lose access ${until ? `after ${until}` : 'when the paid period ends'}.`}
      yes={`Yes, cancel ${subscription.planName}`}
      pending="Cancelling…"
      keep="Keep my subscription"
      fields={
        <>
          <input type="hidden" name="subscriptionId" value={subscription.id} />
          <input type="hidden" name="confirm" value="yes" />
        </>
      }
    />
  )
}

function Subscription({
  subscription,
  methods,
  reload,
  pending,
  plan,
  asked,
}: {
  subscription: SubscriptionRow
  methods: ReadonlyArray<PaymentMethodRow>
  reload: Reload
  pending: PlanChangeReview | undefined
  plan: number | undefined
  asked: string | undefined
}) {
  const live = subscription.status !== 'Canceled' && subscription.status !== 'Expired'
  // The retry stays on screen once shown, so its "payment received" outlives the reload to Active.
  const [pastDue] = useState(subscription.status === 'Past Due')
  return (
    <li className="account-page__card commerce__subscription" data-subscription={subscription.id}>
      <h2>{subscription.planName}</h2>
      <dl className="account-page__details">
        <dt>Status</dt>
        <dd data-field="status">{subscription.status}</dd>
        <dt>Price</dt>
        <dd data-field="price">{money(subscription.price)}</dd>
        <dt>Next billing</dt>
        <dd data-field="next-billing">
          {live
            ? `${day(subscription.nextBillingDate) ?? 'Not scheduled'}${subscription.nextAmount !== undefined ? `, ${money(subscription.nextAmount)}` : ''}`
            : 'None'}
        </dd>
        {subscription.changingTo && (
          <>
            <dt>Changing to</dt>
            <dd data-field="changing-to">{subscription.changingTo} at the next billing date</dd>
          </>
        )}
        <dt>Discounts</dt>
        <dd data-field="discounts">
          {subscription.discounts.length === 0
            ? 'None'
            : subscription.discounts.map((d) => `${d.name} (${money(d.amount)} off)`).join(', ')}
        </dd>
        <dt>Payment method</dt>
        <dd data-field="payment-method">{subscription.paymentMethod ?? 'None'}</dd>
      </dl>
      {(pastDue || subscription.status === 'Past Due') && (
        <ChargeRetry subscription={subscription} methods={methods} />
      )}
      {live && <PlanChange subscription={subscription} pending={pending} chosen={plan} />}
      {live && !pastDue && subscription.status !== 'Past Due' && (
        <UseMethod subscription={subscription} methods={methods} reload={reload} />
      )}
      {live && <Cancel subscription={subscription} reload={reload} asked={asked} />}
    </li>
  )
}

/**
 * /account/subscriptions. `flows` wraps each card in its own plan-change and charge-retry actors: the
 * route creates them (routes/account/subscriptions.tsx), the card's views read them from context.
 */
export function SubscriptionsView({
  data,
  search,
  flows,
}: {
  data: AccountReadBinding<'subscriptions'>
  search: AccountSearch & { readonly review?: PlanChangeReview; readonly plan?: number }
  flows: (subscriptionId: string, card: ReactNode) => ReactNode
}) {
  return (
    <AccountPage
      id="subscriptions"
      title="Your subscriptions"
      wide
      read={data.read}
      state={data}
      notices={{ search, done }}
      overrides={subscriptionMessages}
      empty={{
        when: (value) => value.subscriptions.length === 0,
        name: 'subscriptions',
        text: (
          <>
            You have no subscriptions. <a href="/#products">See our products and their plans</a>.
          </>
        ),
      }}
    >
      {(value) => (
        <>
          {search.plan !== undefined &&
            !value.subscriptions.some((s) => s.options.some((o) => o.catalogProductId === search.plan)) && (
              <p className="account-page__notice" data-notice="plan-not-offered">
                None of your subscriptions can change to the plan you chose. To start a new one, see{' '}
                <a href="/#products">our products and their plans</a>.
              </p>
            )}
          <ul className="commerce__list">
            {value.subscriptions.map((s) => (
              <Fragment key={s.id}>
                {flows(
                  s.id,
                  <Subscription
                    subscription={s}
                    methods={value.paymentMethods}
                    reload={data.reload}
                    pending={search.review?.subscriptionId === s.id ? search.review : undefined}
                    plan={search.plan}
                    asked={search.confirm}
                  />,
                )}
              </Fragment>
            ))}
          </ul>
        </>
      )}
    </AccountPage>
  )
}
