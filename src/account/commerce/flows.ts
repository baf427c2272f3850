/**
 * The subscription cards' machines as routes/account/subscriptions.tsx binds them: each machine with its
 * calls provided (the kit's `sendCommand`, typed by command), one flow per card (`PlanChangeFlow`,
 * `ChargeRetryFlow`), and the views' hooks, which read tags and `can`, never state names. XState and the
 * machines, with their calls (flowLogic.ts), arrive after hydration (decisions 261 and 271): until then
 * the hooks answer with each machine's first state, and the forms that have a server action post it.
 * The vouchers' flow is voucherFlow.ts.
 */
import { createContext, createElement, type ReactNode, useContext } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { chargeRetryMachine } from '../../../machines/account/chargeRetry.ts'
import type { planChangeMachine } from '../../../machines/account/planChange.ts'
import { signInHref } from '../../identity/signInHref.ts'
import { lazyView } from '../../shell/lazyView.tsx'
import { type LazyActor, useLazyActor } from '../kit/useLazyActor.ts'

/**
 * The plan change's steps after the choice: only the machine reaches them, so they load with it (its
 * logic waits for them) and PlanChange.tsx shows them only while it runs: they never suspend a render.
 */
export const planChangeSteps = lazyView(() => import('./PlanChangeSteps.tsx'))

type PlanChangeActor = LazyActor<typeof planChangeMachine>
type ChargeRetryActor = LazyActor<typeof chargeRetryMachine>

const PlanChangeContext = createContext<(PlanChangeActor & { subscriptionId: string }) | undefined>(undefined)
const ChargeRetryContext = createContext<ChargeRetryActor | undefined>(undefined)

interface FlowProps {
  readonly subscriptionId: string
  readonly reload: () => void
  readonly children: ReactNode
}

/** The card's plan change (one actor per mount; `snapshot` resumes a saved one). */
export function PlanChangeFlow({ snapshot, ...props }: FlowProps & { snapshot?: PlanChangeSnapshot }) {
  const { subscriptionId, reload, children } = props
  const flow = useLazyActor(
    async (xstate) =>
      (await import('./flowLogic.ts')).planChangeLogic(xstate, reload, planChangeSteps.preload),
    {
      input: { subscriptionId },
      snapshot,
    },
  )
  return createElement(PlanChangeContext.Provider, { value: { ...flow, subscriptionId } }, children)
}

export function ChargeRetryFlow({ subscriptionId, reload, children }: FlowProps) {
  const flow = useLazyActor(
    async (xstate) => (await import('./flowLogic.ts')).chargeRetryLogic(xstate, reload),
    { input: { subscriptionId } },
  )
  return createElement(ChargeRetryContext.Provider, { value: flow }, children)
}

/** A flow's hook outside its flow's provider is a mistake in the code; the stack names the hook. */
function inContext<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('used outside its flow')
  return value
}

/** The plan-change actor of the card in context (for the route's sign-in keeping). */
export const usePlanChangeActor = () => inContext(useContext(PlanChangeContext))

export type PlanChangeSnapshot = SnapshotFrom<typeof planChangeMachine>

const storageKey = (subscriptionId: string) => `planChange:${subscriptionId}`

/** The return address of "Sign in again": this page, asking to resume this subscription's change. */
export const resumeHref = (subscriptionId: string) =>
  signInHref(`/account/subscriptions?resume=${subscriptionId}`)

/** Keeps a flow waiting at `reentry` while the customer signs in again (decision 095). */
export function saveFlow(subscriptionId: string, snapshot: unknown): void {
  try {
    window.sessionStorage.setItem(storageKey(subscriptionId), JSON.stringify(snapshot))
  } catch {
    // Private mode without storage: the customer simply starts the change again after signing in.
  }
}

/** A flow saved at `reentry` for this subscription, read once (it is removed). */
export function takeSavedFlow(subscriptionId: string): PlanChangeSnapshot | undefined {
  try {
    const saved = window.sessionStorage.getItem(storageKey(subscriptionId))
    window.sessionStorage.removeItem(storageKey(subscriptionId))
    return saved ? (JSON.parse(saved) as PlanChangeSnapshot) : undefined
  } catch {
    return undefined
  }
}

/** The plan change of the card in context, as its view reads it; before the machine runs, `choosing`. */
export function usePlanChange() {
  const { snapshot: state, send, subscriptionId } = usePlanChangeActor()
  const failure = state?.hasTag('failed') ? state.context.failure : undefined
  return {
    /** The machine runs: the choose form goes through it instead of posting. */
    ready: state !== undefined,
    subscriptionId,
    choosing: state ? state.hasTag('choosing') || state.hasTag('cancelled') : true,
    busy: state?.hasTag('busy') ?? false,
    review: state?.hasTag('review') ? state.context.review : undefined,
    reentry: state?.hasTag('reentry') ?? false,
    done: state?.hasTag('done') ?? false,
    cancelled: state?.hasTag('cancelled') ?? false,
    failure,
    canChoose: state?.can({ type: 'user.choose', target: '' }) ?? true,
    canConfirm: state?.can({ type: 'user.confirm' }) ?? false,
    canRetry: state?.can({ type: 'user.retry' }) ?? false,
    choose: (target: string) => send({ type: 'user.choose', target }),
    confirm: () => send({ type: 'user.confirm' }),
    cancel: () => send({ type: 'user.cancel' }),
    retry: () => send({ type: 'user.retry' }),
    dismiss: () => send({ type: 'user.dismiss' }),
  }
}

/** The charge retry of the card in context, as its view reads it; before the machine runs, `pastDue`. */
export function useChargeRetry() {
  const { snapshot: state, send } = inContext(useContext(ChargeRetryContext))
  return {
    ready: state !== undefined,
    busy: state?.hasTag('busy') ?? false,
    done: state?.hasTag('done') ?? false,
    failure: state?.hasTag('failed') ? state.context.failure : undefined,
    canRetry: state?.can({ type: 'user.retry' }) ?? true,
    retry: () => send({ type: 'user.retry' }),
    payWith: (token: string) => send({ type: 'user.useMethod', token }),
  }
}
