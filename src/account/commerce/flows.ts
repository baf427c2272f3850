/**
 * The commerce screens' machines as the routes bind them (routes/account/subscriptions.tsx, vouchers.tsx):
 * each machine with its calls provided (the kit's `sendCommand`, typed by command), one actor context per
 * per-subscription flow, and the views' hooks, which read tags and `can`, never state names.
 */
import { createActorContext, useMachine, useSelector } from '@xstate/react'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { chargeRetryMachine } from '../../../machines/account/chargeRetry.ts'
import { planChangeMachine } from '../../../machines/account/planChange.ts'
import { type VoucherChoice, voucherRedeemMachine } from '../../../machines/account/voucherRedeem.ts'
import { signInHref } from '../../identity/signInHref.ts'
import { sendCommand } from '../kit/post.ts'

/** A plan change's calls; `changed` reloads what it made stale. */
export const planChangeLogic = (reload: () => void) =>
  planChangeMachine.provide({
    actors: {
      request: fromPromise(({ input }) =>
        sendCommand('requestPlanChange', { subscriptionId: input.subscriptionId, target: input.target }),
      ),
      confirm: fromPromise(({ input }) =>
        sendCommand('confirmPlanChange', { subscriptionId: input.subscriptionId, changeId: input.changeId }),
      ),
    },
    actions: { changed: reload },
  })

export const chargeRetryLogic = (reload: () => void) =>
  chargeRetryMachine.provide({
    actors: {
      retry: fromPromise(({ input }) => sendCommand('retryCharge', { subscriptionId: input.subscriptionId })),
      useMethod: fromPromise(({ input }) =>
        sendCommand('useMethod', { subscriptionId: input.subscriptionId, token: input.token }),
      ),
    },
    actions: { changed: reload },
  })

/** One actor per subscription card, created by the route for each card. */
export const PlanChangeFlow = createActorContext(planChangeMachine)
export const ChargeRetryFlow = createActorContext(chargeRetryMachine)

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

/** The plan change of the card in context, as its view reads it. */
export function usePlanChange() {
  const actor = PlanChangeFlow.useActorRef()
  const state = useSelector(actor, (snapshot) => snapshot)
  const send = actor.send
  return {
    subscriptionId: state.context.subscriptionId,
    choosing: state.hasTag('choosing') || state.hasTag('cancelled'),
    busy: state.hasTag('busy'),
    review: state.hasTag('review') ? state.context.review : undefined,
    reentry: state.hasTag('reentry'),
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

/** The charge retry of the card in context, as its view reads it. */
export function useChargeRetry() {
  const actor = ChargeRetryFlow.useActorRef()
  const state = useSelector(actor, (snapshot) => snapshot)
  return {
    busy: state.hasTag('busy'),
    done: state.hasTag('done'),
    failure: state.hasTag('failed') ? state.context.failure : undefined,
    canRetry: state.can({ type: 'user.retry' }),
    retry: () => actor.send({ type: 'user.retry' }),
    payWith: (token: string) => actor.send({ type: 'user.useMethod', token }),
  }
}

/** The voucher flow of /account/vouchers: one actor for the screen, created by its route. */
export function useVoucherRedeem(reload: () => void) {
  const [state, send] = useMachine(
    voucherRedeemMachine.provide({
      actors: {
        assign: fromPromise(({ input }) => sendCommand('assignVoucher', { code: input })),
        redeem: fromPromise(({ input }) => sendCommand('redeemVoucher', { voucherId: input.id })),
      },
      actions: { redeemed: reload, assigned: reload },
    }),
  )
  return {
    /** Which outcome shows (a new one takes focus): one of the tags, or none. */
    outcome: (['done', 'assigned', 'refused', 'failed'] as const).find((tag) => state.hasTag(tag)),
    busy: state.hasTag('busy'),
    assigned: state.hasTag('assigned'),
    done: state.hasTag('done'),
    refused: state.hasTag('refused'),
    signIn: state.hasTag('signIn'),
    failed: state.hasTag('failed'),
    failure: state.context.failure,
    voucher: state.context.voucher,
    canSubmit: state.can({ type: 'user.enter', code: '' }),
    canRedeem: state.can({ type: 'user.redeem' }),
    enter: (code: string) => send({ type: 'user.enter', code }),
    choose: (voucher: VoucherChoice) => send({ type: 'user.choose', voucher }),
    redeem: () => send({ type: 'user.redeem' }),
    retry: () => send({ type: 'user.retry' }),
    dismiss: () => send({ type: 'user.dismiss' }),
  }
}

export type VoucherFlow = ReturnType<typeof useVoucherRedeem>
