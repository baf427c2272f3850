/**
 * One-time authorization codes (bound to the app, the redirect address and the PKCE challenge, valid
 * for five minutes) and the identity service's own browser session behind `/en/authorize`.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../core/db.ts'
import { errors } from '../core/http.ts'

export const codeTtlSeconds = 300
export const sessionTtlSeconds = 30 * 24 * 3600
export const sessionCookie = 'pw_identity_session'

const hash = (value: string) => createHash('sha256').update(value).digest('base64url')
/** base64url(SHA-256(verifier)), the S256 method of RFC 7636. */
export const challengeOf = (verifier: string) => hash(verifier)

export interface CodeGrant {
  readonly appId: string
  readonly userId: number
  readonly redirectUri: string
  readonly codeChallenge: string
  readonly authTime: number
}

export function issueCode(db: Db, now: number, grant: CodeGrant): string {
  const code = randomBytes(24).toString('base64url')
  db.prepare(
    `INSERT INTO auth_codes (code_hash, app_id, user_id, redirect_uri, code_challenge, auth_time, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hash(code),
    grant.appId,
    grant.userId,
    grant.redirectUri,
    grant.codeChallenge,
    grant.authTime,
    now + codeTtlSeconds,
  )
  return code
}

interface CodeRow {
  code_hash: string
  app_id: string
  user_id: number
  redirect_uri: string
  code_challenge: string
  auth_time: number
  expires_at: number
  used_at: number | null
  rtid: string | null
}

const verifierPattern = /^[A-Za-z0-9\-._~]{43,128}$/

/**
 * Spends a code: 400/2012 when unknown, used, expired, for another app or address, or when the verifier
 * does not match the challenge. A replayed code also revokes the tokens it gave (`onReplay`).
 */
export function redeemCode(
  db: Db,
  now: number,
  input: { code: string; appId: string; redirectUri: string; verifier: string },
  onReplay: (rtid: string) => void,
): CodeRow {
  if (!verifierPattern.test(input.verifier)) {
    throw errors.invalidParameters('code_verifier must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~')
  }
  const row = db.prepare('SELECT * FROM auth_codes WHERE code_hash = ?').get(hash(input.code)) as unknown as
    | CodeRow
    | undefined
  if (!row) throw errors.invalidParameters('Invalid authorization code')
  if (row.used_at !== null) {
    if (row.rtid) onReplay(row.rtid)
    throw errors.invalidParameters('Authorization code already used')
  }
  db.prepare('UPDATE auth_codes SET used_at = ? WHERE code_hash = ?').run(now, row.code_hash)
  if (row.expires_at <= now) throw errors.invalidParameters('Authorization code expired')
  if (row.app_id !== input.appId)
    throw errors.invalidParameters('app_id does not match the authorization code')
  if (row.redirect_uri !== input.redirectUri) {
    throw errors.invalidParameters('redirect_uri does not match the authorization request')
  }
  if (challengeOf(input.verifier) !== row.code_challenge) {
    throw errors.invalidParameters('code_verifier does not match the code challenge')
  }
  return row
}

export const recordCodeTokens = (db: Db, codeHash: string, rtid: string) =>
  db.prepare('UPDATE auth_codes SET rtid = ? WHERE code_hash = ?').run(rtid, codeHash)

export function startIdentitySession(db: Db, now: number, userId: number, authTime: number): string {
  const id = randomBytes(24).toString('base64url')
  db.prepare(
    'INSERT INTO identity_sessions (id_hash, user_id, auth_time, expires_at) VALUES (?, ?, ?, ?)',
  ).run(hash(id), userId, authTime, now + sessionTtlSeconds)
  return id
}

export function findIdentitySession(
  db: Db,
  now: number,
  id: string | undefined,
): { userId: number; authTime: number } | undefined {
  if (!id) return undefined
  const row = db
    .prepare(
      `SELECT s.user_id, s.auth_time FROM identity_sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id_hash = ? AND s.ended_at IS NULL AND s.expires_at > ? AND u.deleted_at IS NULL`,
    )
    .get(hash(id), now) as { user_id: number; auth_time: number } | undefined
  return row && { userId: row.user_id, authTime: row.auth_time }
}

export function endIdentitySession(db: Db, now: number, id: string | undefined): void {
  if (id) db.prepare('UPDATE identity_sessions SET ended_at = ? WHERE id_hash = ?').run(now, hash(id))
}

export function endUserSessions(db: Db, now: number, userId: number): void {
  db.prepare('UPDATE identity_sessions SET ended_at = ? WHERE user_id = ? AND ended_at IS NULL').run(
    now,
    userId,
  )
}
