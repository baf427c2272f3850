/** The profile service's tables; users come from the core (identity owns them, we only read). */
export const profileSchema = `
CREATE TABLE IF NOT EXISTS profiles (
  user_id INTEGER PRIMARY KEY,
  global_contact_status INTEGER NOT NULL DEFAULT 0,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  dj_name TEXT NOT NULL DEFAULT '',
  locale TEXT NOT NULL DEFAULT 'en_US',
  address_1 TEXT NOT NULL DEFAULT '',
  address_2 TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  region TEXT NOT NULL DEFAULT '',
  postcode TEXT NOT NULL DEFAULT '',
  country_code TEXT NOT NULL DEFAULT '',
  notify_tracked INTEGER NOT NULL DEFAULT 1,
  notify_private INTEGER NOT NULL DEFAULT 1,
  auto_read INTEGER NOT NULL DEFAULT 0,
  auto_subscribe INTEGER NOT NULL DEFAULT 1,
  threads_per_page INTEGER NOT NULL DEFAULT 20,
  language TEXT NOT NULL DEFAULT 'en',
  display_name TEXT NOT NULL DEFAULT '',
  company TEXT NOT NULL DEFAULT '',
  daw TEXT NOT NULL DEFAULT '',
  product TEXT NOT NULL DEFAULT '',
  avatar_id TEXT,
  avatar_ts INTEGER,
  date_created TEXT NOT NULL,
  date_updated TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS profile_uploads (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  upload_type TEXT NOT NULL,
  content_type TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  image_id TEXT,
  uploaded_at INTEGER,
  applied INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS profile_images (
  image_id TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  size TEXT NOT NULL,
  bytes BLOB NOT NULL,
  PRIMARY KEY (image_id, size)
);
CREATE TABLE IF NOT EXISTS profile_beta_programs (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  active INTEGER NOT NULL,
  qualifying_license_type_ids TEXT NOT NULL,
  download_url TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS profile_beta_members (
  user_id INTEGER NOT NULL,
  beta_program_id INTEGER NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  banned INTEGER NOT NULL DEFAULT 0,
  joined_at TEXT NOT NULL,
  PRIMARY KEY (user_id, beta_program_id)
);
CREATE TABLE IF NOT EXISTS profile_surveys (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  survey TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS profile_partner_promotions (
  name TEXT PRIMARY KEY,
  code_prefix TEXT NOT NULL,
  qualifying_license_type_ids TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS profile_partner_codes (
  user_id INTEGER NOT NULL,
  promotion_name TEXT NOT NULL,
  promotion_code TEXT NOT NULL UNIQUE,
  user_added_at TEXT NOT NULL,
  PRIMARY KEY (user_id, promotion_name)
);
`
