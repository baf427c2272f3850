/**
 * Calls a commerce machine makes, held open until the test settles them: the model's `send.*` events
 * become answers to the one call in flight. Shared by the planChange, voucherRedeem and chargeRetry
 * model tests.
 */
import { type AnyActorRef, type SnapshotFrom, waitFor } from 'xstate'
import type { ValueOutcome } from '../../machines/account/outcome.ts'

export interface HeldCall {
  readonly actor: string
  readonly input: unknown
  readonly resolve: (outcome: ValueOutcome<unknown>) => void
  readonly reject: (error: unknown) => void
}

export function heldCalls() {
  const made: Array<{ actor: string; input: unknown }> = []
  const open: HeldCall[] = []
  /** A promise-actor body for `actor` that waits for the test. */
  const hold =
    (actor: string) =>
    ({ input }: { input: unknown }) =>
      new Promise<never>((resolve, reject) => {
        made.push({ actor, input })
        open.push({ actor, input, resolve: resolve as unknown as HeldCall['resolve'], reject })
      })
  const settle = (answer: ValueOutcome<unknown> | Error) => {
    const call = open.shift()
    if (!call) throw new Error('no call in flight')
    if (answer instanceof Error) call.reject(answer)
    else call.resolve(answer)
  }
  return { made, open, hold, settle }
}

/** Settles the call in flight and waits until `actor` has left the state it was in; its new snapshot. */
export async function settleAndWait<A extends AnyActorRef>(
  actor: A,
  calls: ReturnType<typeof heldCalls>,
  answer: ValueOutcome<unknown> | Error,
): Promise<SnapshotFrom<A>> {
  const stateOf = (snapshot: unknown) => (snapshot as { value: unknown }).value
  const before = stateOf(actor.getSnapshot())
  calls.settle(answer)
  await waitFor(actor, (s) => stateOf(s) !== before)
  return actor.getSnapshot()
}

export const refused = (status: number, code: number, tag = 'ApiError') =>
  ({ ok: false, failure: { _tag: tag, status, code } }) as ValueOutcome<never>
