/**
 * The rewards service's tables. A referral code belongs to one customer in one campaign; activity rows
 * are what happened through a code (visits, then sign-ups once the visitor has an account); a referee
 * is linked to one code for good; rewards are what referrers earned (docs/decisions/104).
 */
export const rewardsSchema = `
CREATE TABLE IF NOT EXISTS rewards_campaigns (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  active INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  landing_path TEXT NOT NULL,
  goals TEXT NOT NULL,
  incentives TEXT NOT NULL,
  referrer_license_type_ids TEXT NOT NULL,
  referee_excluded_license_type_ids TEXT NOT NULL,
  voucher_type_id INTEGER NOT NULL,
  voucher_batch_id INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rewards_codes (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  user_id INTEGER NOT NULL,
  campaign_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, campaign_id)
);
CREATE TABLE IF NOT EXISTS rewards_activity (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL COLLATE NOCASE,
  visit_id TEXT NOT NULL,
  referee_user_id INTEGER,
  activity TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS rewards_activity_code ON rewards_activity(code);
CREATE TABLE IF NOT EXISTS rewards_referees (
  referee_user_id INTEGER PRIMARY KEY,
  code TEXT NOT NULL COLLATE NOCASE,
  eligible INTEGER NOT NULL,
  linked_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS rewards_rewards (
  id INTEGER PRIMARY KEY,
  campaign_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  referrer_user_id INTEGER NOT NULL,
  referee_user_id INTEGER NOT NULL,
  voucher_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  voucher_type_id INTEGER NOT NULL,
  voucher_batch_id INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
`
