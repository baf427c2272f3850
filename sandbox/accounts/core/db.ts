/**
 * One SQLite file for all services (node:sqlite, WAL). The core owns what every service needs: apps,
 * users and refresh tokens; each service module adds its own tables through `schema`.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync, type StatementSync } from 'node:sqlite'

export type Db = DatabaseSync

export const coreSchema = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS apps (
  id TEXT PRIMARY KEY, name TEXT NOT NULL, secret TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  email_address TEXT NOT NULL COLLATE NOCASE UNIQUE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  locale TEXT NOT NULL DEFAULT 'en_US',
  timestamp TEXT,
  email_verified INTEGER NOT NULL DEFAULT 0,
  admin INTEGER NOT NULL DEFAULT 0,
  date_created TEXT NOT NULL,
  password_last_updated TEXT NOT NULL,
  deleted_at TEXT
);
CREATE TABLE IF NOT EXISTS refresh_tokens (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  family_id TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id),
  app_id TEXT NOT NULL REFERENCES apps(id),
  device_id TEXT,
  device_name TEXT,
  auth_time INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  rotated_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS refresh_tokens_family ON refresh_tokens(family_id);
CREATE INDEX IF NOT EXISTS refresh_tokens_user ON refresh_tokens(user_id);
`

/** Opens (creating when needed) `<dataDir>/accounts.sqlite` in WAL mode and applies the schemas. */
export function openDatabase(dataDir: string, schemas: ReadonlyArray<string>): Db {
  mkdirSync(dataDir, { recursive: true })
  const db = new DatabaseSync(join(dataDir, 'accounts.sqlite'))
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;')
  db.exec('PRAGMA busy_timeout = 5000;')
  for (const schema of [coreSchema, ...schemas]) db.exec(schema)
  return keepingStatements(db)
}

/** Past this many distinct statements the kept ones are dropped and kept again as they are used. */
const maxKeptStatements = 500

/**
 * `prepare` answers the same statement for the same SQL text. The services prepare their queries where
 * they run them, about 250 places, several per call; compiling each anew cost 15–25% of the stand-in's
 * CPU time per account screen's view (3.25 → 2.81 ms for the overview's, 1.14 → 0.86 ms for licences').
 * A statement is reusable (each `get`, `all` and `run` starts it afresh; nothing here iterates one
 * lazily), and SQLite recompiles a kept statement itself if the schema changes.
 */
function keepingStatements(db: DatabaseSync): DatabaseSync {
  const kept = new Map<string, StatementSync>()
  const compile = db.prepare.bind(db)
  db.prepare = (sql: string): StatementSync => {
    let statement = kept.get(sql)
    if (!statement) {
      if (kept.size >= maxKeptStatements) kept.clear()
      statement = compile(sql)
      kept.set(sql, statement)
    }
    return statement
  }
  return db
}

/** A per-data-directory secret (e.g. the JWT key), so tokens survive a restart but not a new data dir. */
export function metaSecret(db: Db, key: string): string {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined
  if (row) return row.value
  const value = randomBytes(32).toString('base64url')
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(key, value)
  return value
}

/** Runs `work` in one transaction: all of it lands or none of it. */
export function transaction<T>(db: Db, work: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    db.exec('COMMIT')
    return result
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}
