/** Changing a subscription's plan through `planChangeMachine`: choose, review, confirm. */
import type { SnapshotFrom } from 'xstate'
import type { planChangeMachine } from '../../../machines/account/planChange.ts'
import { Problem } from '../Notices.tsx'
import { day, money } from './format.ts'
import { subscriptionMessages } from './messages.ts'
import type { SubscriptionRow } from './types.ts'
import { resumeHref, usePlanChange } from './usePlanChange.ts'

export function PlanChange({
  subscription,
  reload,
  restored,
  chosen,
}: {
  subscription: SubscriptionRow
  reload: () => void
  restored?: SnapshotFrom<typeof planChangeMachine>
  /** A plan chosen on a pricing page (`?plan=`): selected when this subscription can change to it. */
  chosen?: number | undefined
}) {
  const flow = usePlanChange(subscription.id, reload, restored)
  const id = `plan-${subscription.id}`
  if (subscription.options.length === 0 || subscription.status !== 'Active') {
    if (!flow.done) return null
  }
  return (
    <div className="commerce__flow" data-flow="planChange" aria-busy={flow.busy}>
      <h3>Change plan</h3>
      {flow.done && (
        <p className="account-page__notice" role="status">
          Your plan is changed. The charge is in your orders.{' '}
          <button type="button" className="button button--ghost" onClick={flow.dismiss}>
            OK
          </button>
        </p>
      )}
      {flow.cancelled && (
        <p className="account-page__notice" role="status">
          Plan change cancelled. Nothing was charged.
        </p>
      )}
      {(flow.choosing || (flow.busy && !flow.review)) && (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            const target = new FormData(event.currentTarget).get('target')
            if (typeof target === 'string' && target) flow.choose(target)
          }}
        >
          <label htmlFor={id}>New plan</label>
          <select
            id={id}
            name="target"
            required
            defaultValue={
              subscription.options.some((o) => o.catalogProductId === chosen) ? String(chosen) : undefined
            }
          >
            {subscription.options.map((option) => (
              <option key={option.catalogProductId} value={option.catalogProductId}>
                {option.name}: {money(option.price)}
              </option>
            ))}
          </select>{' '}
          <button type="submit" className="button" disabled={!flow.canChoose} aria-busy={flow.busy}>
            Review the change
          </button>
        </form>
      )}
      {flow.failure && !flow.review && (
        <>
          <Problem failure={flow.failure} overrides={subscriptionMessages} onRetry={flow.retry} />
          <button type="button" className="button button--ghost" onClick={flow.cancel}>
            Keep my plan
          </button>
        </>
      )}
      {flow.review && (
        <div className="commerce__review" data-review={flow.review.changeId}>
          <dl className="account-page__details">
            <dt>New plan</dt>
            <dd data-field="review-plan">{flow.review.planName}</dd>
            <dt>Due now</dt>
            <dd data-field="review-due">{money(flow.review.amountDue)} plus tax</dd>
            <dt>New price</dt>
            <dd data-field="review-price">{money(flow.review.newPrice)}</dd>
            <dt>Next billing</dt>
            <dd data-field="review-date">{day(flow.review.nextBillingDate) ?? 'Not scheduled'}</dd>
          </dl>
          {flow.failure && <Problem failure={flow.failure} overrides={subscriptionMessages} />}
          {flow.failure && (
            <p role="status">Your subscription is as it was: nothing was changed or charged.</p>
          )}
          {flow.reentry && (
            <p className="account-page__notice account-page__notice--problem" role="alert">
              For your security, please sign in again to confirm this change. We will bring you back here.{' '}
              <a href={resumeHref(subscription.id)}>Sign in again</a>
            </p>
          )}
          {!flow.reentry && (
            <button
              type="button"
              className="button"
              onClick={flow.failure ? flow.retry : flow.confirm}
              disabled={!(flow.canConfirm || flow.canRetry)}
              aria-busy={flow.busy}
            >
              {flow.failure ? 'Try again' : 'Confirm the change'}
            </button>
          )}{' '}
          <button type="button" className="button button--ghost" onClick={flow.cancel} disabled={flow.busy}>
            Keep my plan
          </button>
        </div>
      )}
    </div>
  )
}
