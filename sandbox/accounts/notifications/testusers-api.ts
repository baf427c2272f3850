/**
 * Test users (admin): `GET`/`POST /api/v2/testusers`, `DELETE /api/v2/testusers/{userId}`. An enabled
 * test user also receives draft and scheduled notifications, to check them on a real device first.
 */
import { errors, json, noContent, notFound } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { booleanField, has, requireAdmin, requirePresent } from './fields.ts'

interface TestUserRow {
  user_id: number
  enabled: number
  created_at: string
}

const toTestUser = (row: TestUserRow) => ({ ...row, enabled: row.enabled === 1 })

function readUserId(value: unknown): number {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
    throw errors.invalidParameters('user_id must be a user id')
  }
  return id
}

export function registerTestUsersApi(router: Router, { db, config }: CoreContext): void {
  const get = (id: number) =>
    db.prepare('SELECT * FROM notification_test_users WHERE user_id = ?').get(id) as TestUserRow | undefined

  router.add('notifications', {
    method: 'GET',
    path: '/api/v2/testusers',
    auth: 'bearer',
    handler: ({ caller }) => {
      requireAdmin(caller)
      const rows = db
        .prepare('SELECT * FROM notification_test_users ORDER BY user_id')
        .all() as unknown as TestUserRow[]
      return json(200, { items: rows.map(toTestUser) })
    },
  })

  // Adding one that exists already changes its `enabled` (200) instead of failing: the call is idempotent.
  router.add('notifications', {
    method: 'POST',
    path: '/api/v2/testusers',
    auth: 'bearer',
    handler: ({ caller, body }) => {
      requireAdmin(caller)
      requirePresent(body, ['user_id'])
      const userId = readUserId(body.user_id)
      const enabled = has(body, 'enabled') ? booleanField('enabled', body.enabled) : true
      if (!db.prepare('SELECT 1 FROM users WHERE id = ? AND deleted_at IS NULL').get(userId)) {
        throw errors.invalidValue(`Unknown user_id: ${userId}`)
      }
      const existed = get(userId) !== undefined
      db.prepare(
        `INSERT INTO notification_test_users (user_id, enabled, created_at) VALUES (?, ?, ?)
          ON CONFLICT (user_id) DO UPDATE SET enabled = excluded.enabled`,
      ).run(userId, enabled ? 1 : 0, new Date(config.now()).toISOString())
      return json(existed ? 200 : 201, toTestUser(get(userId)!))
    },
  })

  router.add('notifications', {
    method: 'DELETE',
    path: '/api/v2/testusers/:userId',
    auth: 'bearer',
    handler: ({ caller, params }) => {
      requireAdmin(caller)
      const id = Number(params.userId)
      if (!Number.isSafeInteger(id) || !get(id)) throw notFound()
      db.prepare('DELETE FROM notification_test_users WHERE user_id = ?').run(id)
      return noContent()
    },
  })
}

/** True when the user is an enabled test user. */
export const isEnabledTester = (db: CoreContext['db'], userId: number): boolean =>
  (
    db.prepare('SELECT enabled FROM notification_test_users WHERE user_id = ?').get(userId) as
      | { enabled: number }
      | undefined
  )?.enabled === 1
