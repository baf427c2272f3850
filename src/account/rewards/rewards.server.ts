/**
 * The rewards screen on the server: the customer's rewards and, per referral campaign, their link
 * (`base_url` + `referral_code`) and what people who followed it did. No commands: rewards are earned
 * by the referral journey (src/account/rewards/referral.server.ts), not by a button.
 */
import { Effect } from 'effect'
import { type MyCampaign, referralLink } from '../../../models/accounts/rewards.ts'
import { Rewards } from '../../../services/accounts/rewards/Rewards.ts'
import { siteOrigin } from '../../identity/context.server.ts'
import { read, readOf } from '../kit/read.server.ts'
import type { CampaignRow, RewardsScreen } from './types.ts'

const campaignRow = (origin: string, c: MyCampaign): CampaignRow => ({
  id: c.id,
  name: c.name,
  link: referralLink(origin, c),
  code: c.referral_code,
  eligible: c.eligible_for_referral_incentive !== false,
  refereeActivity: c.referee_activity.map((a) => ({
    activity: a.activity,
    refereeUserId: a.referee_user_id ?? undefined,
    at: a.created_at ?? undefined,
  })),
  rewards: c.referrer_activity.length,
})

const rewardsRead = read(async ({ customer, platform, request }) => {
  const outcome = await customer(
    Rewards.use((rewards) =>
      Effect.all(
        [
          rewards.listRewards(),
          rewards.listCampaigns().pipe(
            Effect.flatMap((list) =>
              Effect.forEach(list.items, (c) => rewards.getMyCampaign(c.id), {
                concurrency: 4,
              }),
            ),
          ),
        ],
        { concurrency: 2 },
      ),
    ),
  )
  return readOf(
    outcome,
    ([rewards, campaigns]): RewardsScreen => ({
      rewards: rewards.items.map((r) => ({
        id: r.id,
        code: r.code ?? undefined,
        voucherId: r.voucher_id ?? undefined,
        at: r.created_at ?? undefined,
      })),
      campaigns: campaigns.map((c) => campaignRow(siteOrigin(platform.site, request), c)),
    }),
  )
})

export const reads = { rewards: rewardsRead }
export const commands = {}
