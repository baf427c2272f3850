/** Tables only identity needs; users, apps and refresh tokens belong to the core (core/db.ts). */
export const identitySchema = `
CREATE TABLE IF NOT EXISTS auth_codes (
  code_hash TEXT PRIMARY KEY,
  app_id TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  redirect_uri TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  auth_time INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  rtid TEXT
);
CREATE TABLE IF NOT EXISTS identity_sessions (
  id_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  auth_time INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  ended_at INTEGER
);
CREATE TABLE IF NOT EXISTS email_history (
  user_id INTEGER NOT NULL,
  email_address TEXT NOT NULL COLLATE NOCASE,
  changed_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  email_address TEXT NOT NULL,
  redirect_uri TEXT,
  token_hash TEXT NOT NULL,
  link TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  verified_at TEXT
);
`
