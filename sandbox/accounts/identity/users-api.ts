/** Identity calls about the customer record: read, create, delete, change address, verify, search. */
import { createHash, randomBytes } from 'node:crypto'
import { isAdmin } from '../core/auth.ts'
import { flag, optionalParam, queryObject, requireParams } from '../core/body.ts'
import { type Caller, errors, json, noContent, notFound } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import { hashPassword } from '../core/passwords.ts'
import type { Router } from '../core/router.ts'
import { endUserSessions } from './codes.ts'

/** How many people one admin search answers at most. */
const searchLimit = 50

import {
  assertEmailFree,
  checkEmail,
  checkLocale,
  checkName,
  checkPassword,
  findByEmail,
  getUser,
  toUser,
  type UserRow,
} from './users.ts'

export function registerUsersApi(router: Router, context: CoreContext): void {
  const { db, tokens, nowSeconds, config } = context
  const isoNow = () => new Date(config.now()).toISOString()

  /** 401/2011 unless the caller typed a password within the re-entry window (decision 022). */
  const requireRecentPassword = (caller: Caller) => {
    if (caller.kind !== 'user' || caller.authTime < nowSeconds() - config.passwordReentryWindow) {
      throw errors.passwordReentryRequired()
    }
  }

  router.add('identity', {
    method: 'GET',
    path: '{me}',
    auth: 'bearer',
    handler: ({ userId }) => json(200, toUser(getUser(db, userId))),
  })

  router.add('identity', {
    method: 'DELETE',
    path: '{me}',
    auth: 'bearer',
    handler: ({ userId, caller }) => {
      const row = getUser(db, userId)
      requireRecentPassword(caller)
      db.prepare('UPDATE users SET deleted_at = ? WHERE id = ?').run(isoNow(), row.id)
      tokens.revokeAllForUser(row.id)
      endUserSessions(db, nowSeconds(), row.id)
      return noContent()
    },
  })

  router.add('identity', {
    method: 'PUT',
    path: '{me}',
    auth: 'bearer',
    handler: ({ userId, caller, body }) => {
      const row = getUser(db, userId)
      const email = checkEmail(requireParams(body, ['email_address']).email_address)
      requireRecentPassword(caller)
      if (email.toLowerCase() === row.email_address.toLowerCase()) return json(200, toUser(row))
      assertEmailFree(db, email, row.id)
      db.prepare('INSERT INTO email_history (user_id, email_address, changed_at) VALUES (?, ?, ?)').run(
        row.id,
        row.email_address,
        isoNow(),
      )
      db.prepare('UPDATE users SET email_address = ?, email_verified = 0 WHERE id = ?').run(email, row.id)
      return json(200, toUser(getUser(db, row.id)))
    },
  })

  router.add('identity', {
    method: 'POST',
    path: '/api/v1/users',
    auth: 'basic',
    handler: async ({ body }) => {
      const p = requireParams(body, ['email_address', 'password', 'first_name', 'last_name'])
      const email = checkEmail(p.email_address)
      const password = checkPassword(p.password)
      const locale = checkLocale(optionalParam(body, 'locale') ?? 'en_US')
      const first = checkName(p.first_name, 'first_name')
      const last = checkName(p.last_name, 'last_name')
      assertEmailFree(db, email)
      const hash = await hashPassword(password)
      // Re-check after the await: another request may have taken the address meanwhile.
      assertEmailFree(db, email)
      const now = isoNow()
      const result = db
        .prepare(
          `INSERT INTO users (email_address, password_hash, first_name, last_name, locale, timestamp,
            date_created, password_last_updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(email, hash, first, last, locale, optionalParam(body, 'timestamp') ?? null, now, now)
      return json(201, toUser(getUser(db, Number(result.lastInsertRowid))))
    },
  })

  router.add('identity', {
    method: 'POST',
    path: '{me}/sendverifyemailaddress',
    auth: 'bearer',
    handler: ({ userId, body, baseUrl }) => {
      const row = getUser(db, userId)
      // The provider's client may ask to verify the address it is changing to (decision 233): the mail goes
      // there, and its link verifies the account only while the account has that address.
      const email = checkEmail(optionalParam(body, 'email_address') ?? row.email_address)
      if (email.toLowerCase() !== row.email_address.toLowerCase()) assertEmailFree(db, email, row.id)
      const redirectUri = optionalParam(body, 'redirect_uri')
      if (redirectUri !== undefined && !context.isAllowedAddress(redirectUri)) {
        throw errors.invalidParameters('redirect_uri is not an allowed address')
      }
      const token = randomBytes(24).toString('base64url')
      const link = `${baseUrl}/en/verifyemail?token=${token}`
      db.prepare(
        'INSERT INTO outbox (user_id, email_address, redirect_uri, token_hash, link, sent_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(row.id, email, redirectUri ?? null, hashToken(token), link, isoNow())
      return noContent()
    },
  })

  router.add('identity', {
    method: 'GET',
    path: '/api/v1/users',
    auth: 'bearer',
    handler: ({ caller, query }) => {
      if (!isAdmin(caller, 'identity')) throw errors.accessDenied()
      const email = requireParams(queryObject(query), ['email_address']).email_address.trim()
      const withHistory = flag(queryObject(query), 'include_email_address_history')
      // Part of an address matches, in any case (an admin types "ana@" or "example.com"): the admin
      // search of the provider's console, at most `searchLimit` people, in the order they signed up.
      const rows: UserRow[] = db
        .prepare(
          'SELECT * FROM users WHERE instr(lower(email_address), lower(?)) > 0 AND deleted_at IS NULL ORDER BY id LIMIT ?',
        )
        .all(email, searchLimit) as unknown as UserRow[]
      if (withHistory) {
        const past = db
          .prepare(
            'SELECT DISTINCT user_id FROM email_history WHERE instr(lower(email_address), lower(?)) > 0 LIMIT ?',
          )
          .all(email, searchLimit) as { user_id: number }[]
        for (const { user_id } of past) {
          if (rows.some((r) => r.id === user_id)) continue
          const row = db.prepare('SELECT * FROM users WHERE id = ? AND deleted_at IS NULL').get(user_id)
          if (row) rows.push(row as unknown as UserRow)
        }
      }
      const items = rows.map((row) =>
        withHistory ? { ...toUser(row), email_address_history: history(row.id) } : toUser(row),
      )
      return json(200, { items })
    },
  })

  const history = (userId: number) =>
    db
      .prepare('SELECT email_address, changed_at FROM email_history WHERE user_id = ? ORDER BY changed_at')
      .all(userId) as { email_address: string; changed_at: string }[]

  // What the stand-in "sent": tests read verification emails here instead of a mailbox.
  router.add('__sandbox', {
    method: 'GET',
    path: '/outbox',
    auth: 'none',
    handler: () =>
      json(200, {
        items: db
          .prepare(
            'SELECT id, user_id, email_address, redirect_uri, link, sent_at, verified_at FROM outbox ORDER BY id',
          )
          .all(),
      }),
  })

  // Tests end a customer's access tokens on demand instead of sleeping past their lifetime, which a
  // busy machine can stretch until a renewed token has expired too.
  router.add('__sandbox', {
    method: 'POST',
    path: '/tokens/expire',
    auth: 'none',
    handler: ({ body }) => {
      const row = findByEmail(db, checkEmail(requireParams(body, ['email_address']).email_address))
      if (!row) throw notFound()
      return json(200, { expired: tokens.expireAccessTokens(row.id) })
    },
  })
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')
