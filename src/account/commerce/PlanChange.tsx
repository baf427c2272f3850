/**
 * Changing a subscription's plan through `planChangeMachine`: choose, review, confirm. Without
 * JavaScript the same forms post to their commands, and the review comes back in the address (`pending`).
 * The steps after the choice are PlanChangeSteps.tsx, which arrives with the machine (decision 271).
 */
import type { PlanChangeReview } from '../../../machines/account/planChange.ts'
import { commandAction } from '../kit/post.ts'
import { readyMark } from '../kit/useLazyActor.ts'
import { planChangeSteps, resumeHref, usePlanChange } from './flows.ts'
import { day, money } from './format.ts'
import { subscriptionMessages } from './subscriptionMessages.ts'
import type { SubscriptionRow } from './types.ts'

/** The plan change of the subscription card in context (its actor comes from the route). */
export function PlanChange({
  subscription,
  pending,
  chosen,
}: {
  subscription: SubscriptionRow
  pending: PlanChangeReview | undefined
  /** A plan chosen on a pricing page (`?plan=`): selected when this subscription can change to it. */
  chosen?: number | undefined
}) {
  const flow = usePlanChange()
  const id = `plan-${subscription.id}`
  if (subscription.options.length === 0 || subscription.status !== 'Active') {
    if (!flow.done) return null
  }
  if (pending && !flow.review && !flow.done) return <PendingReview review={pending} />
  const steps = {
    flow,
    overrides: subscriptionMessages,
    Figures: ReviewFigures,
    signInAgain: resumeHref(subscription.id),
  }
  return (
    <div className="commerce__flow" data-flow="planChange" aria-busy={flow.busy}>
      <h3>Change plan</h3>
      {flow.ready && <planChangeSteps.View {...steps} part="notices" />}
      {(flow.choosing || (flow.busy && !flow.review)) && (
        <form
          action={commandAction('requestPlanChange')}
          method="post"
          {...readyMark(flow.ready)}
          onSubmit={(event) => {
            // Until the machine runs, the form posts (the review comes back in the address).
            if (!flow.ready) return
            event.preventDefault()
            const target = new FormData(event.currentTarget).get('target')
            if (typeof target === 'string' && target) flow.choose(target)
          }}
        >
          <input type="hidden" name="subscriptionId" value={subscription.id} />
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
      {flow.ready && <planChangeSteps.View {...steps} part="review" />}
    </div>
  )
}

function ReviewFigures({ review }: { review: PlanChangeReview }) {
  return (
    <dl className="account-page__details">
      <dt>New plan</dt>
      <dd data-field="review-plan">{review.planName}</dd>
      <dt>Due now</dt>
      <dd data-field="review-due">{money(review.amountDue)} plus tax</dd>
      <dt>New price</dt>
      <dd data-field="review-price">{money(review.newPrice)}</dd>
      <dt>Next billing</dt>
      <dd data-field="review-date">{day(review.nextBillingDate) ?? 'Not scheduled'}</dd>
    </dl>
  )
}

/** The review a form without JavaScript asked for: confirm is a plain form, keeping the plan a link. */
function PendingReview({ review }: { review: PlanChangeReview }) {
  return (
    <div className="commerce__flow" data-flow="planChange">
      <h3>Change plan</h3>
      <form
        className="commerce__review"
        data-review={review.changeId}
        action={commandAction('confirmPlanChange')}
        method="post"
      >
        <input type="hidden" name="subscriptionId" value={review.subscriptionId} />
        <input type="hidden" name="changeId" value={review.changeId} />
        <ReviewFigures review={review} />
        <button type="submit" className="button">
          Confirm the change
        </button>{' '}
        <a className="button button--ghost" href="/account/subscriptions">
          Keep my plan
        </a>
      </form>
    </div>
  )
}
