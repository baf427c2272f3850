/**
 * A read made of other areas' reads (the overview): each part runs within its own budget and answers
 * on its own, so a slow or failing service costs its part, never the page. A part past its budget
 * answers as a timed-out read, like a whole read past the call budget (registry.server.ts); the part
 * budget is shorter than the call budget, so the page answers before the registry gives up on it.
 */
import type { AccountRead } from '../../../models/accounts/result.ts'
import type { CustomerOutcome } from '../../identity/customer.server.ts'
import { tooLate, withinBudget } from '../../security/budget.ts'
import type { AccountContext } from './context.server.ts'
import type { ReadAnswer, ReadDef } from './read.server.ts'

/** A part's share of the call budget: the rest is for the page around it. */
export const partBudgetShare = 0.8

export interface Part<V> {
  readonly value: AccountRead<V>
  readonly outcome?: CustomerOutcome<unknown>
  /** When the part answered: the cookies of the last call to finish are the freshest. */
  readonly at: number
}

const timedOut: AccountRead<never> = { status: 'signedIn', ok: false, failure: { _tag: 'RequestTimeout' } }

/** Runs another area's read (without parameters) as one part of this read. */
export async function part<V>(
  context: AccountContext,
  def: ReadDef<undefined, AccountRead<V>>,
  name: string,
): Promise<Part<V>> {
  return partOf(context, def.run(context, undefined), name)
}

/** A part from any read answer (a read of this area's own, or a shared call such as `GET me`). */
export async function partOf<V>(
  context: AccountContext,
  work: Promise<ReadAnswer<AccountRead<V>>>,
  name: string,
): Promise<Part<V>> {
  const budget = Math.round(context.platform.callBudgetMs * partBudgetShare)
  const answer = await withinBudget(work, budget)
  if (answer === tooLate) {
    console.warn(`[account] part ${name} passed its ${budget} ms budget`)
    return { value: timedOut, at: Date.now() }
  }
  return { value: answer.value, outcome: answer.outcome, at: Date.now() }
}

/**
 * The one outcome a composed read hands to the registry: an ended session wins (its cookies delete the
 * session); otherwise the last call to finish carries the session's newest tokens. Delivering it
 * delivers every part's (they share one renewing session).
 */
export function joinedOutcome(parts: ReadonlyArray<Part<unknown>>): CustomerOutcome<unknown> | undefined {
  const outcomes = [...parts].sort((a, b) => a.at - b.at).flatMap((p) => (p.outcome ? [p.outcome] : []))
  const chosen = outcomes.find((o) => !o.signedIn) ?? outcomes.at(-1)
  if (!chosen) return undefined
  return {
    ...chosen,
    deliver: () => {
      for (const o of outcomes) o.deliver()
    },
  }
}

/** The part's value when it was read, else undefined (its failure is shown by the view). */
export const partValue = <V>(part: Part<V>): V | undefined =>
  part.value.status === 'signedIn' && part.value.ok ? part.value.value : undefined
