/**
 * Binds `planChangeMachine` to a subscription card. A confirm refused for password re-entry keeps the
 * pending change in sessionStorage while the customer signs in again; back on the page with
 * `?resume=<subscriptionId>` the flow is restored at `reentry` and resumes at review (decision 095).
 */
import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { type PlanChangeReview, planChangeMachine } from '../../../machines/account/planChange.ts'
import { postCommand } from './post.ts'

const storageKey = (subscriptionId: string) => `planChange:${subscriptionId}`

/** The return address of "Sign in again": this page, asking to resume this subscription's change. */
export const resumeHref = (subscriptionId: string) =>
  `/auth/sign-in?return=${encodeURIComponent(`/account/subscriptions?resume=${subscriptionId}`)}`

/** A flow saved at `reentry` for this subscription, read once (it is removed). */
export function takeSavedFlow(subscriptionId: string): SnapshotFrom<typeof planChangeMachine> | undefined {
  try {
    const saved = window.sessionStorage.getItem(storageKey(subscriptionId))
    window.sessionStorage.removeItem(storageKey(subscriptionId))
    return saved ? (JSON.parse(saved) as SnapshotFrom<typeof planChangeMachine>) : undefined
  } catch {
    return undefined
  }
}

export function usePlanChange(
  subscriptionId: string,
  reload: () => void,
  restored?: SnapshotFrom<typeof planChangeMachine>,
) {
  const [state, send, actor] = useMachine(
    planChangeMachine.provide({
      actors: {
        request: fromPromise(({ input }) =>
          postCommand<PlanChangeReview>('requestPlanChange', {
            subscriptionId: input.subscriptionId,
            target: input.target,
          }),
        ),
        confirm: fromPromise(({ input }) =>
          postCommand<unknown>('confirmPlanChange', {
            subscriptionId: input.subscriptionId,
            changeId: input.changeId,
          }),
        ),
      },
      actions: { changed: reload },
    }),
    { input: { subscriptionId }, snapshot: restored },
  )
  const reentry = state.hasTag('reentry')
  useEffect(() => {
    if (!reentry) return
    try {
      window.sessionStorage.setItem(storageKey(subscriptionId), JSON.stringify(actor.getPersistedSnapshot()))
    } catch {
      // Private mode without storage: the customer simply starts the change again after signing in.
    }
  }, [reentry, actor, subscriptionId])
  useEffect(() => {
    if (restored) send({ type: 'user.signedInAgain' })
  }, [restored, send])
  return {
    choosing: state.hasTag('choosing') || state.hasTag('cancelled'),
    busy: state.hasTag('busy'),
    review: state.hasTag('review') ? state.context.review : undefined,
    reentry,
    done: state.hasTag('done'),
    cancelled: state.hasTag('cancelled'),
    failure: state.hasTag('failed') ? state.context.failure : undefined,
    canChoose: state.can({ type: 'user.choose', target: '' }),
    canConfirm: state.can({ type: 'user.confirm' }),
    canRetry: state.can({ type: 'user.retry' }),
    choose: (target: string) => send({ type: 'user.choose', target }),
    confirm: () => send({ type: 'user.confirm' }),
    cancel: () => send({ type: 'user.cancel' }),
    retry: () => send({ type: 'user.retry' }),
    dismiss: () => send({ type: 'user.dismiss' }),
  }
}
