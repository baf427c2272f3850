/** What the rewards service answers (referral campaigns, codes, activity, rewards), read leniently. */
import { Schema } from 'effect'

const Text = Schema.optional(Schema.NullOr(Schema.String))
const Num = Schema.optional(Schema.NullOr(Schema.Number))

export const Reward = Schema.Struct({
  id: Schema.Number,
  campaign_id: Num,
  code: Text,
  referrer_user_id: Num,
  referee_user_id: Num,
  voucher_id: Num,
  product_id: Num,
  voucher_type_id: Num,
  voucher_batch_id: Num,
  created_at: Text,
})
export type Reward = typeof Reward.Type
export const RewardList = Schema.Struct({ items: Schema.Array(Reward) })

export const Campaign = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  product_id: Num,
  goals: Schema.optional(Schema.Unknown),
  incentives: Schema.optional(Schema.Unknown),
  eligibility: Schema.optional(Schema.Unknown),
  /** When the campaign ends; absent or null when no end is set (decision 257). */
  ends_at: Text,
})
export type Campaign = typeof Campaign.Type
export const CampaignList = Schema.Struct({ items: Schema.Array(Campaign) })

export const Activity = Schema.Struct({
  visit_id: Text,
  referee_user_id: Num,
  activity: Schema.String,
  created_at: Text,
})
export type Activity = typeof Activity.Type

/** The customer's own view of a campaign: their link (`base_url` + `?referral_code=`) and activity. */
export const MyCampaign = Schema.Struct({
  ...Campaign.fields,
  base_url: Schema.String,
  referral_code: Schema.String,
  referee_activity: Schema.Array(Activity),
  referrer_activity: Schema.Array(Reward),
  eligible_for_referral_incentive: Schema.optional(Schema.NullOr(Schema.Boolean)),
})
export type MyCampaign = typeof MyCampaign.Type

export const RefereeCheck = Schema.Struct({ eligible: Schema.Boolean, activity: Schema.Array(Activity) })
export type RefereeCheck = typeof RefereeCheck.Type

/** A logged visit (anonymous) or a logged referee (signed in). */
export const ReferralLogged = Schema.Struct({
  code: Schema.String,
  visit_id: Text,
  referee_user_id: Num,
  eligible: Schema.optional(Schema.NullOr(Schema.Boolean)),
  activity: Schema.optional(Schema.Unknown),
})
export type ReferralLogged = typeof ReferralLogged.Type

/** A referral code as it may appear in a link: letters, digits and dashes. */
export const referralCodePattern = /^[A-Za-z0-9-]{3,64}$/

/**
 * The customer's referral link on the site's own address (decision 245): the service's `base_url` says
 * which page a campaign lands on, but its host is the service's idea of the site (a default of
 * `localhost:3000` in a stand-in, another stack's host in staging), so only its path and query are kept.
 */
export function referralLink(
  origin: string,
  campaign: Pick<MyCampaign, 'base_url' | 'referral_code'>,
): string {
  let landing: URL
  try {
    landing = new URL(campaign.base_url, origin)
  } catch {
    landing = new URL('/', origin)
  }
  const link = new URL(`${landing.pathname}${landing.search}`, origin)
  link.searchParams.set('referral_code', campaign.referral_code)
  return link.href
}
