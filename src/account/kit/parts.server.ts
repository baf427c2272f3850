/**
 * A read made of other areas' reads (the overview): each part runs within its own budget and answers
 * on its own, so a slow or failing service costs its part, never the page. A part past its budget
 * answers as a timed-out read, like a whole read past the call budget (registry.server.ts); the part
 * budget is shorter than the call budget, so the page answers before the registry gives up on it.
 */
import type { AccountRead, AccountResult } from '../../../models/accounts/result.ts'
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

/** A part's budget: its share of the call budget, less what the read spent since `startedAt`. */
export const partBudgetMs = (context: AccountContext, startedAt?: number): number => {
  const share = Math.round(context.platform.callBudgetMs * partBudgetShare)
  return startedAt === undefined ? share : Math.max(0, share - (Date.now() - startedAt))
}

/**
 * A part from any read answer (a read of this area's own, or a shared call such as `GET me`). A part
 * that starts after the read's first call (details of what that call listed) passes the read's start
 * as `startedAt`, so the page still answers within the call budget.
 */
export async function partOf<V>(
  context: AccountContext,
  work: Promise<ReadAnswer<AccountRead<V>>>,
  name: string,
  startedAt?: number,
): Promise<Part<V>> {
  const budget = partBudgetMs(context, startedAt)
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

/**
 * A part as one detail of a screen's item (what a licence unlocks, a campaign's terms): its value or
 * its failure, for the item to show on its own. An ended session reads as a failure here: the screen's
 * own read decides about signing in.
 */
export const detailOf = <V>(part: Part<V>): AccountResult<V> => {
  const read = part.value
  if (read.status === 'signedOut') return { ok: false, failure: { _tag: 'InvalidRefreshToken' } }
  return read.ok ? { ok: true, value: read.value } : { ok: false, failure: read.failure }
}
