/**
 * The rewards screen on the server: the customer's rewards and, per referral campaign, their link
 * (`base_url` + `referral_code`), what people who followed it did, and the campaign's published terms
 * (`GET /api/v1/referralcampaigns/{id}`), each campaign's terms a part of its own. No commands: rewards
 * are earned by the referral journey (src/account/rewards/referral.server.ts), not by a button.
 */
import { Effect } from 'effect'
import { type CampaignTerms, campaignTerms } from '../../../models/accounts/campaignTerms.ts'
import { type MyCampaign, referralLink } from '../../../models/accounts/rewards.ts'
import { Rewards } from '../../../services/accounts/rewards/Rewards.ts'
import { siteOrigin } from '../../identity/context.server.ts'
import type { AccountContext } from '../kit/context.server.ts'
import { detailOf, joinedOutcome, type Part, partOf } from '../kit/parts.server.ts'
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
  terms: undefined,
})

/**
 * Each campaign's terms as its public page states them (rules, rewards, end date): one call per
 * campaign, each a part of its own, so a failing one costs only its campaign's terms (issue 30 item 4).
 * The customer's own view carries much the same fields; the public call is the campaign as published,
 * the same for every visitor (decision 256).
 */
async function withTerms(context: AccountContext, startedAt: number, main: Part<RewardsScreen>) {
  const screen = main.value.status === 'signedIn' && main.value.ok ? main.value.value : undefined
  if (!screen) return { value: main.value, outcome: main.outcome }
  const parts = await Promise.all(
    screen.campaigns.map((c) =>
      partOf<CampaignTerms>(
        context,
        context
          .customer(Rewards.use((rewards) => rewards.getCampaign(c.id)))
          .then((outcome) => readOf(outcome, campaignTerms)),
        `campaign ${c.id}`,
        startedAt,
      ),
    ),
  )
  const campaigns = screen.campaigns.map((c, i): CampaignRow => ({ ...c, terms: detailOf(parts[i]!) }))
  return {
    value: { status: 'signedIn' as const, ok: true as const, value: { ...screen, campaigns } },
    outcome: joinedOutcome([main, ...parts]),
  }
}

const rewardsRead = read(async (context) => {
  const { customer, platform, request } = context
  const startedAt = Date.now()
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
  const main = readOf(
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
  return withTerms(context, startedAt, { ...main, at: Date.now() })
})

export const reads = { rewards: rewardsRead }
export const commands = {}
