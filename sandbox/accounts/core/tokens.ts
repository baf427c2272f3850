/**
 * Access tokens (HS256 JWTs) and refresh tokens (opaque, stored by hash, grouped in families so a
 * replayed rotated-away token revokes every token descended from the same sign-in).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { AccountsConfig } from '../config.ts'
import type { Db } from './db.ts'
import { type Caller, errors } from './http.ts'
import { signJwt, verifyJwt } from './jwt.ts'
import { serviceNames } from './services.ts'

export interface Token {
  readonly token: string
  readonly expires_at: number
  readonly type: 'Bearer'
  readonly scopes?: Record<string, string[]>
}

export interface TokenPair {
  readonly access: Token
  readonly refresh: Token
}

interface RefreshRow {
  id: string
  family_id: string
  user_id: number
  app_id: string
  device_id: string | null
  device_name: string | null
  auth_time: number
  expires_at: number
  rotated_at: number | null
  revoked_at: number | null
}

interface UserClaimsRow {
  id: number
  email_address: string
  email_verified: number
  admin: number
  deleted_at: string | null
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url')

/** Every customer may act on their own data in every service; admins may act on anyone's. */
export function scopesFor(admin: boolean): Record<string, string[]> {
  return Object.fromEntries(serviceNames.map((name) => [name, admin ? ['user', 'admin'] : ['user']]))
}

export interface SessionStart {
  readonly userId: number
  readonly appId: string
  readonly authTime: number
  readonly deviceId?: string
  readonly deviceName?: string
}

export function createTokenStore(db: Db, config: AccountsConfig, secret: string) {
  const nowSeconds = () => Math.floor(config.now() / 1000)
  const userRow = (id: number) =>
    db
      .prepare('SELECT id, email_address, email_verified, admin, deleted_at FROM users WHERE id = ?')
      .get(id) as UserClaimsRow | undefined
  // Access tokens a test declared expired (`POST /__sandbox/tokens/expire`): the jtis issued to each
  // user since start-up, and those to refuse. In memory only; the JWT's own `exp` still applies.
  const issued = new Map<number, Set<string>>()
  const expired = new Set<string>()
  const appName = (id: string) =>
    (db.prepare('SELECT name FROM apps WHERE id = ?').get(id) as { name: string } | undefined)?.name ?? id

  function accessToken(row: RefreshRow): Token {
    const user = userRow(row.user_id)
    if (!user) throw errors.invalidRefreshToken()
    const iat = nowSeconds()
    const exp = iat + config.accessTokenTtl
    const scopes = scopesFor(user.admin === 1)
    const jti = randomUUID()
    const mine = issued.get(user.id) ?? new Set<string>()
    issued.set(user.id, mine.add(jti))
    const claims = {
      app_id: row.app_id,
      app_name: appName(row.app_id),
      scopes,
      uid: user.id,
      email: user.email_address,
      email_verified: user.email_verified === 1,
      rtid: row.id,
      auth_time: row.auth_time,
      jti,
      iat,
      exp,
    }
    return { token: signJwt(claims, secret), expires_at: exp, type: 'Bearer', scopes }
  }

  function insertRefresh(familyId: string, start: SessionStart): { row: RefreshRow; token: Token } {
    const token = randomBytes(32).toString('base64url')
    const now = nowSeconds()
    const row: RefreshRow = {
      id: randomUUID(),
      family_id: familyId,
      user_id: start.userId,
      app_id: start.appId,
      device_id: start.deviceId ?? null,
      device_name: start.deviceName ?? null,
      auth_time: start.authTime,
      expires_at: now + config.refreshTokenTtl,
      rotated_at: null,
      revoked_at: null,
    }
    db.prepare(
      `INSERT INTO refresh_tokens (id, token_hash, family_id, user_id, app_id, device_id, device_name,
        auth_time, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      row.id,
      hashToken(token),
      familyId,
      row.user_id,
      row.app_id,
      row.device_id,
      row.device_name,
      row.auth_time,
      now,
      row.expires_at,
    )
    return { row, token: { token, expires_at: row.expires_at, type: 'Bearer' } }
  }

  const revokeFamily = (familyId: string) =>
    db
      .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL')
      .run(nowSeconds(), familyId)

  return {
    /** A new sign-in: a new token family. */
    startSession(start: SessionStart): TokenPair & { readonly rtid: string } {
      const { row, token } = insertRefresh(randomUUID(), start)
      return { access: accessToken(row), refresh: token, rtid: row.id }
    },

    /** Fails with 1001 (unknown, revoked, rotated away: the family is then revoked) or 1007 (expired). */
    refresh(token: string, rotate: boolean): TokenPair {
      const row = db.prepare('SELECT * FROM refresh_tokens WHERE token_hash = ?').get(hashToken(token)) as
        | RefreshRow
        | undefined
      if (!row || row.revoked_at !== null) throw errors.invalidRefreshToken()
      if (row.rotated_at !== null) {
        revokeFamily(row.family_id)
        throw errors.invalidRefreshToken('Invalid refresh token: reuse detected, session revoked')
      }
      if (row.expires_at <= nowSeconds()) throw errors.expiredRefreshToken()
      const user = userRow(row.user_id)
      if (!user || user.deleted_at !== null) throw errors.invalidRefreshToken()
      if (!rotate)
        return { access: accessToken(row), refresh: { token, expires_at: row.expires_at, type: 'Bearer' } }
      db.prepare('UPDATE refresh_tokens SET rotated_at = ? WHERE id = ?').run(nowSeconds(), row.id)
      const next = insertRefresh(row.family_id, {
        userId: row.user_id,
        appId: row.app_id,
        authTime: row.auth_time,
        deviceId: row.device_id ?? undefined,
        deviceName: row.device_name ?? undefined,
      })
      return { access: accessToken(next.row), refresh: next.token }
    },

    /** Fails with 403/2001 (malformed, forged) or 401/2002 (expired, or its refresh token revoked). */
    verifyAccess(token: string): Extract<Caller, { kind: 'user' }> {
      const claims = verifyJwt(token, secret)
      if (!claims || typeof claims.uid !== 'number' || typeof claims.rtid !== 'string') {
        throw errors.invalidAccessToken()
      }
      if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds()) throw errors.expiredAccessToken()
      if (typeof claims.jti === 'string' && expired.has(claims.jti)) throw errors.expiredAccessToken()
      const row = db.prepare('SELECT revoked_at FROM refresh_tokens WHERE id = ?').get(claims.rtid) as
        | { revoked_at: number | null }
        | undefined
      if (!row) throw errors.invalidAccessToken()
      if (row.revoked_at !== null) throw errors.expiredAccessToken('Access token revoked')
      const user = userRow(claims.uid)
      if (!user || user.deleted_at !== null) throw errors.expiredAccessToken('Access token revoked')
      return {
        kind: 'user',
        uid: claims.uid,
        appId: String(claims.app_id),
        rtid: claims.rtid,
        scopes: (claims.scopes ?? {}) as Record<string, string[]>,
        authTime: typeof claims.auth_time === 'number' ? claims.auth_time : 0,
      }
    },

    /** Revokes the given refresh tokens of one user (logout); ids of other users are ignored. */
    revoke(userId: number, ids: ReadonlyArray<string>): number {
      let count = 0
      for (const id of ids) {
        count += Number(
          db
            .prepare(
              'UPDATE refresh_tokens SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL',
            )
            .run(nowSeconds(), id, userId).changes,
        )
      }
      return count
    },

    /** Who holds a refresh token, given by value or by id (a logout without a bearer names its tokens). */
    ownerOf(by: { token?: string; id?: string }): { id: string; userId: number } | undefined {
      const row = (
        by.token !== undefined
          ? db.prepare('SELECT id, user_id FROM refresh_tokens WHERE token_hash = ?').get(hashToken(by.token))
          : db.prepare('SELECT id, user_id FROM refresh_tokens WHERE id = ?').get(by.id ?? '')
      ) as { id: string; user_id: number } | undefined
      return row && { id: row.id, userId: row.user_id }
    },

    /** The id of a refresh token given by value, when it belongs to `userId`. */
    idOf(userId: number, token: string): string | undefined {
      const row = db
        .prepare('SELECT id FROM refresh_tokens WHERE token_hash = ? AND user_id = ?')
        .get(hashToken(token), userId) as { id: string } | undefined
      return row?.id
    },

    /**
     * Makes every access token issued to `userId` so far expire now, as if its lifetime had run out; the
     * refresh tokens stay valid, so the next call renews. Answers how many tokens it expired.
     */
    expireAccessTokens(userId: number): number {
      const mine = issued.get(userId)
      issued.delete(userId)
      for (const jti of mine ?? []) expired.add(jti)
      return mine?.size ?? 0
    },

    revokeAllForUser(userId: number): void {
      db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(
        nowSeconds(),
        userId,
      )
    },

    revokeFamilyOf(rtid: string): void {
      const row = db.prepare('SELECT family_id FROM refresh_tokens WHERE id = ?').get(rtid) as
        | { family_id: string }
        | undefined
      if (row) revokeFamily(row.family_id)
    },
  }
}

export type TokenStore = ReturnType<typeof createTokenStore>
