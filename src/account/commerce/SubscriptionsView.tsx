/** /account/subscriptions: each subscription with its plan, price, billing and discounts, and its actions. */
import { useEffect, useState } from 'react'
import { Problem, ReturnNotice } from '../Notices.tsx'
import { useAccountCommand } from '../useAccountCommand.ts'
import { useAccountRead } from '../useAccountRead.ts'
import { ChargeRetry } from './ChargeRetry.tsx'
import { day, money } from './format.ts'
import { subscriptionMessages } from './messages.ts'
import { PlanChange } from './PlanChange.tsx'
import type { CommerceSearch } from './search.ts'
import type { PaymentMethodRow, SubscriptionRow, SubscriptionsRead } from './types.ts'
import { takeSavedFlow } from './usePlanChange.ts'

const done: Readonly<Record<string, string>> = {
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
  const command = useAccountCommand('useMethod', reload)
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
      <button
        type="submit"
        className="button button--ghost"
        disabled={!command.canSubmit}
        aria-busy={command.busy}
      >
        Save payment method
      </button>
      {command.failure && (
        <Problem failure={command.failure} overrides={subscriptionMessages} onRetry={command.retry} />
      )}
      {command.done && <p role="status">{done.useMethod}</p>}
    </form>
  )
}

function Cancel({ subscription, reload }: { subscription: SubscriptionRow; reload: Reload }) {
  const command = useAccountCommand('cancelSubscription', reload)
  const id = `cancel-${subscription.id}`
  return (
    <details className="commerce__cancel">
      <summary>Cancel this subscription</summary>
      <form {...command.form}>
        <input type="hidden" name="subscriptionId" value={subscription.id} />
        <p>
          It will not renew. You keep access until{' '}
          {day(subscription.nextBillingDate) ?? 'the paid period ends'}.
        </p>
        <input id={id} type="checkbox" name="confirm" value="yes" required />{' '}
        <label htmlFor={id}>Yes, cancel {subscription.planName}</label>{' '}
        <button
          type="submit"
          className="button button--ghost"
          disabled={!command.canSubmit}
          aria-busy={command.busy}
        >
          Cancel subscription
        </button>
        {command.failure && (
          <Problem failure={command.failure} overrides={subscriptionMessages} onRetry={command.retry} />
        )}
      </form>
    </details>
  )
}

function Subscription({
  subscription,
  methods,
  reload,
  resume,
  plan,
}: {
  subscription: SubscriptionRow
  methods: ReadonlyArray<PaymentMethodRow>
  reload: Reload
  resume: boolean
  plan: number | undefined
}) {
  // A plan change saved for a sign-in is restored after hydration, so server and browser render alike.
  const [restored, setRestored] = useState<ReturnType<typeof takeSavedFlow>>()
  useEffect(() => {
    if (resume) setRestored(takeSavedFlow(subscription.id))
  }, [resume, subscription.id])
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
        <ChargeRetry subscription={subscription} methods={methods} reload={reload} />
      )}
      {live && (
        <PlanChange
          key={restored ? 'resumed' : 'fresh'}
          subscription={subscription}
          reload={reload}
          restored={restored}
          chosen={plan}
        />
      )}
      {live && !pastDue && subscription.status !== 'Past Due' && (
        <UseMethod subscription={subscription} methods={methods} reload={reload} />
      )}
      {live && <Cancel subscription={subscription} reload={reload} />}
    </li>
  )
}

export function SubscriptionsView({
  initial,
  search,
}: {
  initial: SubscriptionsRead
  search: CommerceSearch
}) {
  const data = useAccountRead('subscriptions', initial)
  const { read } = data
  return (
    <section
      className="account-page account-page--wide"
      aria-labelledby="subscriptions-heading"
      aria-busy={data.busy}
    >
      <h1 id="subscriptions-heading">Your subscriptions</h1>
      <ReturnNotice search={search} done={done} overrides={subscriptionMessages} />
      {data.failed && <Problem failure={{ _tag: 'NetworkError' }} onRetry={data.retry} />}
      {read.status === 'signedIn' && !read.ok && <Problem failure={read.failure} onRetry={data.reload} />}
      {read.status === 'signedIn' && read.ok && read.value.subscriptions.length === 0 && (
        <p className="account-page__empty" data-empty="subscriptions">
          You have no subscriptions. <a href="/#products">See our products and their plans</a>.
        </p>
      )}
      {read.status === 'signedIn' &&
        read.ok &&
        search.plan !== undefined &&
        read.value.subscriptions.length > 0 &&
        !read.value.subscriptions.some((s) => s.options.some((o) => o.catalogProductId === search.plan)) && (
          <p className="account-page__notice" data-notice="plan-not-offered">
            None of your subscriptions can change to the plan you chose. To start a new one, see{' '}
            <a href="/#products">our products and their plans</a>.
          </p>
        )}
      {read.status === 'signedIn' && read.ok && read.value.subscriptions.length > 0 && (
        <ul className="commerce__list">
          {read.value.subscriptions.map((s) => (
            <Subscription
              key={s.id}
              subscription={s}
              methods={read.value.paymentMethods}
              reload={data.reload}
              resume={search.resume === s.id}
              plan={search.plan}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
