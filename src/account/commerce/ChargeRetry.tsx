/** A Past Due subscription: retry the failed charge, or pay with another card (`chargeRetryMachine`). */
import { Problem } from '../kit/Notices.tsx'
import { readyMark } from '../kit/useLazyActor.ts'
import { useChargeRetry } from './flows.ts'
import { subscriptionMessages } from './subscriptionMessages.ts'
import type { PaymentMethodRow, SubscriptionRow } from './types.ts'

export function ChargeRetry({
  subscription,
  methods,
}: {
  subscription: SubscriptionRow
  methods: ReadonlyArray<PaymentMethodRow>
}) {
  const flow = useChargeRetry()
  const id = `retry-method-${subscription.id}`
  const others = methods.filter((m) => !m.expired && m.label !== subscription.paymentMethod)
  if (flow.done) {
    return (
      <p className="account-page__notice" role="status" data-flow="chargeRetry">
        Payment received. Your subscription is active again.
      </p>
    )
  }
  return (
    <div className="commerce__flow" data-flow="chargeRetry" aria-busy={flow.busy} {...readyMark(flow.ready)}>
      <h3>Payment failed</h3>
      <p>We could not charge your last payment. Retry it, or pay with another card.</p>
      {flow.failure && <Problem failure={flow.failure} overrides={subscriptionMessages} />}
      <button
        type="button"
        className="button"
        onClick={flow.retry}
        disabled={!flow.canRetry}
        aria-busy={flow.busy}
      >
        Retry the payment
      </button>
      {others.length > 0 && (
        <form
          className="commerce__inline"
          onSubmit={(event) => {
            event.preventDefault()
            const token = new FormData(event.currentTarget).get('token')
            if (typeof token === 'string' && token) flow.payWith(token)
          }}
        >
          <label htmlFor={id}>Pay with</label>
          <select id={id} name="token">
            {others.map((m) => (
              <option key={m.token} value={m.token}>
                {m.label}
              </option>
            ))}
          </select>{' '}
          <button type="submit" className="button" disabled={!flow.canRetry}>
            Use this card and retry
          </button>
        </form>
      )}
      <p>
        <a href="/api/account/card-form?back=subscriptions">Add a card</a>
      </p>
    </div>
  )
}
