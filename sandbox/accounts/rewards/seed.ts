/**
 * Demo data: two referral campaigns (the Studio one ends 180 days after the first seeding, the Sample one
 * has no end date), ana's code in the studio one, and one earlier referral (ben signed up through ana's
 * link) that earned ana a reward. Idempotent.
 */
import type { CoreContext } from '../core/module.ts'

export const anaReferralCode = 'ANA-STUDIO'

const campaigns = [
  {
    id: 1,
    name: 'Invite a friend to Studio',
    product_id: 1,
    landing_path: '/studio/free-trial',
    referrer: [101, 102],
    excluded: [101, 102],
    voucher_type_id: 7001,
    voucher_batch_id: 71,
    /** Days from the first seeding to the campaign's end; absent = no end date. */
    endsInDays: 180,
    incentives: {
      referrer: {
        voucher_type_id: 7001,
        description: 'One free month of your Studio subscription per friend',
      },
      referee: { voucher_type_id: 7002, description: '20% off a first Studio subscription' },
    },
  },
  {
    id: 2,
    name: 'Share Sample',
    product_id: 2,
    landing_path: '/sample/free-trial',
    referrer: [201, 202],
    excluded: [201, 202],
    voucher_type_id: 7011,
    voucher_batch_id: 72,
    incentives: {
      referrer: { voucher_type_id: 7011, description: 'A free sound pack per friend' },
      referee: { voucher_type_id: 7012, description: '15% off Sample' },
    },
  },
]

const goals = [
  { activity: 'visit', description: 'Your friend opens your link' },
  { activity: 'sign_up', description: 'Your friend creates an account', rewards_referrer: true },
]

export async function seedRewards({ db, config }: CoreContext): Promise<void> {
  for (const c of campaigns) {
    db.prepare(
      `INSERT OR IGNORE INTO rewards_campaigns (id, name, active, product_id, landing_path, goals, incentives,
        referrer_license_type_ids, referee_excluded_license_type_ids, voucher_type_id, voucher_batch_id)
       VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      c.id,
      c.name,
      c.product_id,
      c.landing_path,
      JSON.stringify(goals),
      JSON.stringify(c.incentives),
      JSON.stringify(c.referrer),
      JSON.stringify(c.excluded),
      c.voucher_type_id,
      c.voucher_batch_id,
    )
    if ('endsInDays' in c && c.endsInDays !== undefined) {
      // INSERT OR IGNORE: a restart keeps the end the data folder was first given.
      db.prepare('INSERT OR IGNORE INTO rewards_campaign_ends (campaign_id, ends_at) VALUES (?, ?)').run(
        c.id,
        new Date(config.now() + c.endsInDays * 24 * 3600 * 1000).toISOString(),
      )
    }
  }
  const ready = db.prepare('SELECT COUNT(*) AS n FROM users WHERE id IN (1001, 1002)').get() as { n: number }
  if (ready.n < 2 || db.prepare('SELECT 1 FROM rewards_codes WHERE code = ?').get(anaReferralCode)) return
  const day = 24 * 3600 * 1000
  const at = (daysAgo: number) => new Date(config.now() - daysAgo * day).toISOString()
  const visit = 'seed-visit-ben'
  db.prepare('INSERT INTO rewards_codes (code, user_id, campaign_id, created_at) VALUES (?, 1001, 1, ?)').run(
    anaReferralCode,
    at(60),
  )
  const activity = db.prepare(
    'INSERT INTO rewards_activity (code, visit_id, referee_user_id, activity, created_at) VALUES (?, ?, 1002, ?, ?)',
  )
  activity.run(anaReferralCode, visit, 'visit', at(30))
  activity.run(anaReferralCode, visit, 'sign_up', at(30))
  db.prepare(
    'INSERT INTO rewards_referees (referee_user_id, code, eligible, linked_at) VALUES (1002, ?, 1, ?)',
  ).run(anaReferralCode, at(30))
  db.prepare(
    `INSERT INTO rewards_rewards (campaign_id, code, referrer_user_id, referee_user_id, voucher_id, product_id,
      voucher_type_id, voucher_batch_id, created_at) VALUES (1, ?, 1001, 1002, 90000, 1, 7001, 71, ?)`,
  ).run(anaReferralCode, at(30))
}
