/** Campaign reads and the customer's own view: their code, their referees' activity, their rewards. */
import { json, notFound } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { codeFor, getCampaign, referrerEligible, runningCampaigns, toCampaign } from './campaigns.ts'

const rewardColumns = `id, campaign_id, code, referrer_user_id, referee_user_id, voucher_id, product_id,
  voucher_type_id, voucher_batch_id, created_at`

export function registerRewardsApi(router: Router, { db, config }: CoreContext): void {
  const isoNow = () => new Date(config.now()).toISOString()
  const liveUser = (userId: number | undefined): number => {
    const row =
      userId === undefined
        ? undefined
        : db.prepare('SELECT id FROM users WHERE id = ? AND deleted_at IS NULL').get(userId)
    if (!row) throw notFound()
    return userId!
  }

  router.add('rewards', {
    method: 'GET',
    path: '{me}/rewards',
    auth: 'bearer',
    handler: ({ userId }) => {
      const user = liveUser(userId)
      const items = db
        .prepare(`SELECT ${rewardColumns} FROM rewards_rewards WHERE referrer_user_id = ? ORDER BY id`)
        .all(user)
      return json(200, { items })
    },
  })

  router.add('rewards', {
    method: 'GET',
    path: '/api/v1/referralcampaigns',
    auth: 'none',
    handler: () => json(200, { items: runningCampaigns(db, isoNow()).map(toCampaign) }),
  })

  router.add('rewards', {
    method: 'GET',
    path: '/api/v1/referralcampaigns/:campaignId',
    auth: 'none',
    handler: ({ params }) => json(200, toCampaign(getCampaign(db, params.campaignId!, isoNow()))),
  })

  router.add('rewards', {
    method: 'GET',
    path: '{me}/referralcampaign/:campaignId',
    auth: 'bearer',
    handler: ({ userId, params }) => {
      const user = liveUser(userId)
      const campaign = getCampaign(db, params.campaignId!, isoNow())
      const code = codeFor(db, user, campaign.id, isoNow())
      const origin = config.siteUrl ?? config.allowedOrigins[0] ?? 'http://localhost:3000'
      return json(200, {
        ...toCampaign(campaign),
        base_url: `${origin}${campaign.landing_path}`,
        referral_code: code,
        // What people who followed this customer's link did (visits, then sign-ups).
        referee_activity: db
          .prepare(
            'SELECT visit_id, referee_user_id, activity, created_at FROM rewards_activity WHERE code = ? ORDER BY id',
          )
          .all(code),
        // What this customer earned as a referrer in this campaign.
        referrer_activity: db
          .prepare(
            `SELECT ${rewardColumns} FROM rewards_rewards WHERE referrer_user_id = ? AND campaign_id = ? ORDER BY id`,
          )
          .all(user, campaign.id),
        eligible_for_referral_incentive: referrerEligible(db, campaign, user),
      })
    },
  })
}
