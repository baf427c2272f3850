/** Identity calls that start, renew and end sessions: exchange, refresh (v1, v2), login, logout. */
import { flag, optionalParam, requireParams } from '../core/body.ts'
import { errors, json, noContent } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import { verifyPassword } from '../core/passwords.ts'
import type { Router } from '../core/router.ts'
import { endUserSessions, recordCodeTokens, redeemCode } from './codes.ts'
import { findByEmail, getUser, toUser } from './users.ts'

export function registerSessionApi(router: Router, { db, tokens, nowSeconds }: CoreContext): void {
  router.add('identity', {
    method: 'POST',
    path: '/api/v1/tokens/exchange',
    auth: 'none',
    handler: ({ body }) => {
      const p = requireParams(body, ['grant_type', 'app_id', 'code', 'redirect_uri', 'code_verifier'])
      if (p.grant_type !== 'authorization_code') {
        throw errors.invalidParameters('grant_type must be authorization_code')
      }
      const code = redeemCode(
        db,
        nowSeconds(),
        { code: p.code, appId: p.app_id, redirectUri: p.redirect_uri, verifier: p.code_verifier },
        (rtid) => tokens.revokeFamilyOf(rtid),
      )
      const session = tokens.startSession({
        userId: code.user_id,
        appId: code.app_id,
        authTime: code.auth_time,
      })
      recordCodeTokens(db, code.code_hash, session.rtid)
      const user = toUser(getUser(db, code.user_id))
      return json(200, { user, tokens: { access: session.access, refresh: session.refresh } })
    },
  })

  for (const [version, rotate] of [
    ['v2', true],
    ['v1', false],
  ] as const) {
    router.add('identity', {
      method: 'POST',
      path: `/api/${version}/tokens/refresh`,
      auth: 'none',
      handler: ({ body }) =>
        json(200, tokens.refresh(requireParams(body, ['refresh_token']).refresh_token, rotate)),
    })
  }

  router.add('identity', {
    method: 'POST',
    path: '/api/v1/login',
    auth: 'basic',
    handler: async ({ body, caller }) => {
      const p = requireParams(body, ['email_address', 'password'])
      const row = findByEmail(db, p.email_address)
      // The same answer for an unknown address and a wrong password, so addresses cannot be probed.
      if (!row || !(await verifyPassword(p.password, row.password_hash))) {
        throw errors.invalidParameters('Invalid email address or password')
      }
      const session = tokens.startSession({
        userId: row.id,
        appId: caller.kind === 'app' ? caller.appId : '',
        authTime: nowSeconds(),
        deviceId: optionalParam(body, 'device_id'),
        deviceName: optionalParam(body, 'device_name'),
      })
      return json(200, { user: toUser(row), tokens: { access: session.access, refresh: session.refresh } })
    },
  })

  router.add('identity', {
    method: 'POST',
    path: '/api/v1/me/logout',
    // The provider's own client logs out without a bearer: the tokens named identify the session (decision 231).
    auth: 'optional',
    handler: ({ body, userId }) => {
      const token = optionalParam(body, 'refresh_token')
      const ids = refreshTokenIds(body.refresh_token_ids)
      const disableLogin = flag(body, 'disable_login')
      if (!token && ids.length === 0 && (!disableLogin || userId === undefined)) {
        throw errors.missingParameters(['refresh_token', 'refresh_token_ids'])
      }
      // Per owner: with a bearer only the caller's own tokens; without one, whoever holds each token.
      const owned = new Map<number, string[]>()
      const own = (found: { id: string; userId: number } | undefined) => {
        if (!found || (userId !== undefined && found.userId !== userId)) return false
        owned.set(found.userId, [...(owned.get(found.userId) ?? []), found.id])
        return true
      }
      if (token && !own(tokens.ownerOf({ token }))) throw errors.invalidRefreshToken()
      for (const id of ids) own(tokens.ownerOf({ id }))
      for (const [uid, mine] of owned) tokens.revoke(uid, mine)
      // disable_login also ends the customer's sign-in sessions on the identity pages (decision 023).
      if (disableLogin)
        for (const uid of new Set([...owned.keys(), ...(userId ? [userId] : [])]))
          endUserSessions(db, nowSeconds(), uid)
      return noContent()
    },
  })
}

/** A list (JSON array or form `ids[]`) or one comma-separated string, as the provider's client sends it. */
function refreshTokenIds(raw: unknown): string[] {
  if (raw === undefined || raw === null || raw === '') return []
  const items = Array.isArray(raw) ? raw.map(String) : String(raw).split(',')
  return items.map((id) => id.trim()).filter((id) => id !== '')
}
