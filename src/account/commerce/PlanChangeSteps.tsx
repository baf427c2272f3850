/**
 * A plan change's steps once the customer has chosen (the review and its confirm, the outcome, a failure,
 * a new sign-in): states only the machine reaches, so this view arrives with the machine after hydration
 * and PlanChange.tsx shows it only while the machine runs (decision 271).
 */
import type { ComponentType } from 'react'
import type { PlanChangeReview } from '../../../machines/account/planChange.ts'
import type { AccountFailure } from '../../../models/accounts/result.ts'
import type { MessageOverrides } from '../kit/messages.ts'
import { Problem } from '../kit/Notices.tsx'

/** What the steps read of the plan change (flows.ts `usePlanChange`). */
export interface PlanChangeStepsFlow {
  readonly busy: boolean
  readonly review: PlanChangeReview | undefined
  readonly reentry: boolean
  readonly done: boolean
  readonly cancelled: boolean
  readonly failure: AccountFailure | undefined
  readonly canConfirm: boolean
  readonly canRetry: boolean
  readonly confirm: () => void
  readonly cancel: () => void
  readonly retry: () => void
  readonly dismiss: () => void
}

/**
 * The screen's own pieces come as props (its wording, the figures, the sign-in address): a module this
 * chunk imported from the screen's chunk would be cut into a chunk of its own.
 */
export default function PlanChangeSteps({
  flow,
  part,
  overrides,
  Figures,
  signInAgain,
}: {
  flow: PlanChangeStepsFlow
  /** The notices above the choice, or the failure and the review below it. */
  part: 'notices' | 'review'
  overrides: MessageOverrides
  Figures: ComponentType<{ review: PlanChangeReview }>
  /** Where "Sign in again" goes (and comes back to this change). */
  signInAgain: string
}) {
  if (part === 'notices')
    return (
      <>
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
      </>
    )
  return (
    <>
      {flow.failure && !flow.review && (
        <>
          <Problem failure={flow.failure} overrides={overrides} onRetry={flow.retry} />
          <button type="button" className="button button--ghost" onClick={flow.cancel}>
            Keep my plan
          </button>
        </>
      )}
      {flow.review && (
        <div className="commerce__review" data-review={flow.review.changeId}>
          <Figures review={flow.review} />
          {flow.failure && <Problem failure={flow.failure} overrides={overrides} />}
          {flow.failure && (
            <p role="status">Your subscription is as it was: nothing was changed or charged.</p>
          )}
          {flow.reentry && (
            <p className="account-page__notice account-page__notice--problem" role="alert">
              For your security, please sign in again to confirm this change. We will bring you back here.{' '}
              <a href={signInAgain}>Sign in again</a>
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
    </>
  )
}
