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
    auth: 'bearer',
    handler: ({ body, userId }) => {
      const uid = userId!
      const token = optionalParam(body, 'refresh_token')
      const rawIds = body.refresh_token_ids
      const ids =
        rawIds === undefined || rawIds === null || rawIds === ''
          ? []
          : Array.isArray(rawIds)
            ? rawIds.map(String)
            : String(rawIds)
                .split(',')
                .map((id) => id.trim())
      const disableLogin = flag(body, 'disable_login')
      if (!token && ids.length === 0 && !disableLogin) {
        throw errors.missingParameters(['refresh_token', 'refresh_token_ids'])
      }
      if (token) {
        const id = tokens.idOf(uid, token)
        if (!id) throw errors.invalidRefreshToken()
        ids.push(id)
      }
      tokens.revoke(uid, ids)
      // disable_login also ends the customer's sign-in sessions on the identity pages (decision 023).
      if (disableLogin) endUserSessions(db, nowSeconds(), uid)
      return noContent()
    },
  })
}
