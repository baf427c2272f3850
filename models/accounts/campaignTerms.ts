/**
 * A referral campaign's terms as its public page states them (`GET /api/v1/referralcampaigns/{id}`):
 * the steps a friend takes (and which of them earns the reward), what the customer earns, what the
 * friend gets, who counts as a new customer, and when the campaign ends. The shapes of goals,
 * incentives and eligibility are not published, so each is read leniently: what is not a readable
 * sentence is left out, never shown raw. Pure: the rewards screen words it.
 */
import type { Campaign } from './rewards.ts'

export interface CampaignStep {
  readonly text: string
  /** Reaching this step earns the referrer their reward. */
  readonly rewards: boolean
}

export interface CampaignTerms {
  readonly steps: ReadonlyArray<CampaignStep>
  readonly reward: string | undefined
  readonly friendOffer: string | undefined
  readonly whoCounts: string | undefined
  /** ISO date-time the campaign ends; undefined when no end is set. */
  readonly endsAt: string | undefined
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined

/** A sentence for the customer: a non-empty string, trimmed; anything else is left out. */
const sentence = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

const description = (value: unknown): string | undefined =>
  sentence(value) ?? sentence(record(value)?.description)

/** A date the service gave that a browser can read; a malformed one is as good as none. */
const dateOrNone = (value: string | null | undefined): string | undefined =>
  value && !Number.isNaN(Date.parse(value)) ? value : undefined

export function campaignTerms(campaign: Campaign): CampaignTerms {
  const goals = Array.isArray(campaign.goals) ? campaign.goals : []
  const steps = goals.flatMap((goal): CampaignStep[] => {
    const text = description(goal)
    return text ? [{ text, rewards: record(goal)?.rewards_referrer === true }] : []
  })
  const incentives = record(campaign.incentives)
  return {
    steps,
    reward: description(incentives?.referrer),
    friendOffer: description(incentives?.referee),
    whoCounts: description(record(campaign.eligibility)?.referee),
    endsAt: dateOrNone(campaign.ends_at),
  }
}
