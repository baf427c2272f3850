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
import type { AccountsError } from '../http/errors.ts'
import type { Credentials } from '../http/request.ts'

type Result<A> = Effect.Effect<A, AccountsError>

export interface RewardsShape {
  readonly listRewards: (credentials: Credentials) => Result<typeof RewardList.Type>
  readonly listCampaigns: () => Result<typeof CampaignList.Type>
  /** 404 for an unknown or ended campaign. */
  readonly getCampaign: (campaignId: number) => Result<Campaign>
  /** The campaign with the customer's referral link and both sides' activity. */
  readonly getMyCampaign: (credentials: Credentials, campaignId: number) => Result<MyCampaign>
  /** Whether a referee is eligible for the incentive (the referee, the code's owner, or an admin asks). */
  readonly checkReferee: (credentials: Credentials, code: string, userId: number) => Result<RefereeCheck>
  /**
   * Without credentials: logs an anonymous visit (keep its `visit_id`). With a signed-in customer and the
   * `visit_id`: links them to the code as its referee. 409 when referred with another code before.
   */
  readonly logReferral: (
    code: string,
    input: { visit_id?: string; referee_user_id?: number },
    credentials?: Credentials,
  ) => Result<ReferralLogged>
}

export class Rewards extends Context.Service<Rewards, RewardsShape>()('services/accounts/rewards/Rewards') {}

export const makeRewards = Effect.gen(function* () {
  const http = yield* AccountsHttp
  const service = 'rewards' as const
  const codePath = (code: string) => `/api/v1/referralcode/${encodeURIComponent(code)}`

  return Rewards.of({
    listRewards: (credentials) =>
      http.json(
        {
          name: 'rewards.listRewards',
          service,
          auth: 'bearer',
          credentials,
          method: 'GET',
          path: '{me}/rewards',
        },
        RewardList,
      ),
    listCampaigns: () =>
      http.json(
        {
          name: 'rewards.listCampaigns',
          service,
          auth: 'none',
          method: 'GET',
          path: '/api/v1/referralcampaigns',
        },
        CampaignList,
      ),
    getCampaign: (campaignId) =>
      http.json(
        {
          name: 'rewards.getCampaign',
          service,
          auth: 'none',
          method: 'GET',
          path: `/api/v1/referralcampaigns/${encodeURIComponent(String(campaignId))}`,
        },
        Campaign,
      ),
    getMyCampaign: (credentials, campaignId) =>
      http.json(
        {
          name: 'rewards.getMyCampaign',
          service,
          auth: 'bearer',
          credentials,
          method: 'GET',
          path: `{me}/referralcampaign/${encodeURIComponent(String(campaignId))}`,
        },
        MyCampaign,
      ),
    checkReferee: (credentials, code, userId) =>
      http.json(
        {
          name: 'rewards.checkReferee',
          service,
          auth: 'bearer',
          credentials,
          method: 'GET',
          path: `${codePath(code)}/referee/${encodeURIComponent(String(userId))}`,
        },
        RefereeCheck,
      ),
    logReferral: (code, input, credentials) =>
      http.json(
        {
          name: 'rewards.logReferral',
          service,
          auth: 'optionalBearer',
          credentials,
          method: 'POST',
          path: `${codePath(code)}/log`,
          params: input,
        },
        ReferralLogged,
      ),
  })
})

/** Needs AccountsHttp (services/accounts/layer.ts provides it). */
export const RewardsLive = Layer.effect(Rewards, makeRewards)
