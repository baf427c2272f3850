/**
 * A plan change under review, carried in the page's address when the form was sent without JavaScript:
 * the `requestPlanChange` command answers with a 303 to `/account/subscriptions?review=…`, and the page
 * shows the review with a plain confirm form. The address only shows the figures; confirming sends the
 * change's id, and the ecommerce service decides what is charged.
 */
import type { PlanChangeReview } from '../../../machines/account/planChange.ts'
import { token } from '../kit/search.ts'

export const reviewHref = (review: PlanChangeReview): string =>
  `/account/subscriptions?review=${encodeURIComponent(JSON.stringify(review))}`

const amount = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined

/** The review from the query (the router hands over parsed JSON, a hand-typed one may be text); bad → none. */
export function reviewFromSearch(value: unknown): PlanChangeReview | undefined {
  let parsed: unknown = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      return undefined
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const r = parsed as Record<string, unknown>
  const subscriptionId = token(r.subscriptionId)
  const changeId = token(r.changeId)
  const planName = text(r.planName, 120)
  const amountDue = amount(r.amountDue)
  const newPrice = amount(r.newPrice)
  const nextBillingDate = r.nextBillingDate === undefined ? undefined : text(r.nextBillingDate, 40)
  if (!subscriptionId || !changeId || !planName || amountDue === undefined || newPrice === undefined) {
    return undefined
  }
  return { subscriptionId, changeId, planName, amountDue, newPrice, nextBillingDate }
}
