/**
 * The rewards service (spec §7, "Rewards"): referral campaigns, the customer's code and activity,
 * rewards, and the referral log of a visit or a new customer. Answers decoded with models/accounts/rewards.ts.
 */
import { Context, Effect, Layer } from 'effect'
import {
  Campaign,
  CampaignList,
  MyCampaign,
  RefereeCheck,
  ReferralLogged,
  RewardList,
} from '../../../models/accounts/rewards.ts'
import { AccountsHttp } from '../http/client.ts'
import { AccountsConfig } from '../http/config.ts'
import { type CustomerResult, serviceCalls } from '../http/customer.ts'
import type { AccountsError } from '../http/errors.ts'
import { keptAnswers } from '../http/kept.ts'

type Result<A> = CustomerResult<A>

/** §3's referral fields beside the code: who referred whom, and the voucher the referral produced. */
export interface ReferralLogFields {
  readonly referrer_user_id?: number
  readonly referee_user_id?: number
  readonly voucher_id?: number
  readonly product_id?: number
  readonly voucher_type_id?: number
  readonly voucher_batch_id?: number
}
/** Calls that need no customer, or take one when there is one. */
type Open<A> = Effect.Effect<A, AccountsError>

export interface RewardsShape {
  readonly listRewards: () => Result<typeof RewardList.Type>
  readonly listCampaigns: () => Open<typeof CampaignList.Type>
  /** 404 for an unknown or ended campaign. */
  readonly getCampaign: (campaignId: number) => Open<Campaign>
  /** The campaign with the customer's referral link and both sides' activity. */
  readonly getMyCampaign: (campaignId: number) => Result<MyCampaign>
  /** Whether a referee is eligible for the incentive (the referee, the code's owner, or an admin asks). */
  readonly checkReferee: (code: string, userId: number) => Result<RefereeCheck>
  /**
   * Without a customer in context: logs an anonymous visit. With a signed-in customer and §3's fields
   * (`referee_user_id` at least): links them to the code as its referee. 409 when referred with another
   * code before.
   */
  readonly logReferral: (code: string, input: ReferralLogFields) => Open<ReferralLogged>
}

export class Rewards extends Context.Service<Rewards, RewardsShape>()('services/accounts/rewards/Rewards') {}

export const makeRewards = Effect.gen(function* () {
  const { customer, optionalCustomer, app } = serviceCalls(yield* AccountsHttp, 'rewards')
  const codePath = (code: string) => `/api/v1/referralcode/${encodeURIComponent(code)}`
  // The campaigns name no customer: kept for every caller (decision 286).
  const ttlMs = (yield* AccountsConfig).publicTtlMs ?? 0
  const campaigns = keptAnswers(ttlMs, () =>
    app.json('listCampaigns', { method: 'GET', path: '/api/v1/referralcampaigns' }, CampaignList),
  )
  const campaign = keptAnswers(ttlMs, (campaignId: string) =>
    app.json(
      'getCampaign',
      { method: 'GET', path: `/api/v1/referralcampaigns/${encodeURIComponent(campaignId)}` },
      Campaign,
    ),
  )

  return Rewards.of({
    listRewards: () => customer.json('listRewards', { method: 'GET', path: '{me}/rewards' }, RewardList),
    listCampaigns: () => campaigns('all'),
    getCampaign: (campaignId) => campaign(String(campaignId)),
    getMyCampaign: (campaignId) =>
      customer.json(
        'getMyCampaign',
        { method: 'GET', path: `{me}/referralcampaign/${encodeURIComponent(String(campaignId))}` },
        MyCampaign,
      ),
    checkReferee: (code, userId) =>
      customer.json(
        'checkReferee',
        { method: 'GET', path: `${codePath(code)}/referee/${encodeURIComponent(String(userId))}` },
        RefereeCheck,
      ),
    logReferral: (code, input) =>
      optionalCustomer.json(
        'logReferral',
        { method: 'POST', path: `${codePath(code)}/log`, params: { ...input } },
        ReferralLogged,
      ),
  })
})

/** Needs AccountsHttp (services/accounts/layer.ts provides it). */
export const RewardsLive = Layer.effect(Rewards, makeRewards)
