/** Referral campaigns, codes and eligibility: the data rules both rewards route files share. */
import { randomBytes } from 'node:crypto'
import type { Db } from '../core/db.ts'
import { notFound } from '../core/http.ts'
import { licenceTypesOf, qualifies } from '../profile/licences.ts'

export interface CampaignRow {
  id: number
  name: string
  active: number
  product_id: number
  landing_path: string
  goals: string
  incentives: string
  referrer_license_type_ids: string
  referee_excluded_license_type_ids: string
  voucher_type_id: number
  voucher_batch_id: number
  /** From rewards_campaign_ends; null when the campaign has no end date. */
  ends_at: string | null
}

export interface CodeRow {
  code: string
  user_id: number
  campaign_id: number
  created_at: string
}

/** A referee counts as new when the account is at most this old at linking and no visit dates it. */
export const newAccountSeconds = 24 * 3600

/**
 * When a campaign ends (decision 257): a table of its own, so a data folder made before end dates keeps
 * its campaigns table as it was. A campaign past its end answers as ended (404), like an inactive one.
 */
export const campaignEndsSchema = `
CREATE TABLE IF NOT EXISTS rewards_campaign_ends (
  campaign_id INTEGER PRIMARY KEY,
  ends_at TEXT NOT NULL
);
`

const liveCampaigns = `SELECT c.*, e.ends_at FROM rewards_campaigns c
  LEFT JOIN rewards_campaign_ends e ON e.campaign_id = c.id
  WHERE c.active = 1 AND (e.ends_at IS NULL OR e.ends_at > ?)`

/** The campaigns running at `nowIso`, by id. */
export const runningCampaigns = (db: Db, nowIso: string): CampaignRow[] =>
  db.prepare(`${liveCampaigns} ORDER BY c.id`).all(nowIso) as unknown as CampaignRow[]

export const toCampaign = (row: CampaignRow) => ({
  id: row.id,
  name: row.name,
  product_id: row.product_id,
  goals: JSON.parse(row.goals) as unknown[],
  incentives: JSON.parse(row.incentives) as unknown,
  eligibility: {
    referrer_license_type_ids: JSON.parse(row.referrer_license_type_ids) as number[],
    referee:
      'a new account (made after following the link, or within a day), not referred before, holding none of the excluded licence types',
    referee_excluded_license_type_ids: JSON.parse(row.referee_excluded_license_type_ids) as number[],
  },
  ends_at: row.ends_at ?? null,
})

/** A campaign running at `nowIso`; 404 otherwise (ended campaigns are not shown). */
export function getCampaign(db: Db, rawId: string | number, nowIso: string): CampaignRow {
  const id = Number(rawId)
  const row = Number.isSafeInteger(id)
    ? (db.prepare(`${liveCampaigns} AND c.id = ?`).get(nowIso, id) as CampaignRow | undefined)
    : undefined
  if (!row) throw notFound()
  return row
}

export function getCode(db: Db, code: string): CodeRow {
  const row = db.prepare('SELECT * FROM rewards_codes WHERE code = ?').get(code) as CodeRow | undefined
  if (!row) throw notFound()
  return row
}

/** The customer's code in this campaign, made on first request from their first name. */
export function codeFor(db: Db, userId: number, campaignId: number, nowIso: string): string {
  const existing = db
    .prepare('SELECT code FROM rewards_codes WHERE user_id = ? AND campaign_id = ?')
    .get(userId, campaignId) as { code: string } | undefined
  if (existing) return existing.code
  const user = db.prepare('SELECT first_name FROM users WHERE id = ?').get(userId) as { first_name: string }
  const stem =
    user.first_name
      .normalize('NFKD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 8) || 'FRIEND'
  const code = `${stem}-${randomBytes(3).toString('hex').toUpperCase()}`
  db.prepare('INSERT INTO rewards_codes (code, user_id, campaign_id, created_at) VALUES (?, ?, ?, ?)').run(
    code,
    userId,
    campaignId,
    nowIso,
  )
  return code
}

export const referrerEligible = (db: Db, campaign: CampaignRow, userId: number): boolean =>
  qualifies(licenceTypesOf(db, userId), JSON.parse(campaign.referrer_license_type_ids) as number[])

/**
 * Whether this customer counts as a new customer referred by `code`: not its owner, not referred through
 * another code, holding no excluded licence, and signed up after the visit (`since`) or recently.
 */
export function refereeEligible(
  db: Db,
  code: CodeRow,
  campaign: CampaignRow,
  userId: number,
  nowSeconds: number,
  since?: string,
): boolean {
  if (userId === code.user_id) return false
  const linked = db
    .prepare('SELECT code, eligible FROM rewards_referees WHERE referee_user_id = ?')
    .get(userId) as { code: string; eligible: number } | undefined
  if (linked) return linked.code.toLowerCase() === code.code.toLowerCase() && linked.eligible === 1
  const excluded = JSON.parse(campaign.referee_excluded_license_type_ids) as number[]
  if (licenceTypesOf(db, userId).some((id) => excluded.includes(id))) return false
  const user = db.prepare('SELECT date_created FROM users WHERE id = ? AND deleted_at IS NULL').get(userId) as
    | { date_created: string }
    | undefined
  if (!user) return false
  const created = Date.parse(user.date_created)
  return since !== undefined
    ? created >= Date.parse(since)
    : created >= (nowSeconds - newAccountSeconds) * 1000
}
