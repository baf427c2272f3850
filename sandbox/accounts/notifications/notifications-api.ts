/**
 * `GET`/`POST /api/v2/notifications`, `PUT /api/v2/notifications/{id}` and the clone,
 * `POST /api/v2/notifications/{id}` (admin). Every answer is the whole notification, hosts and content.
 */

import { type Db, transaction } from '../core/db.ts'
import { errors, json } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { checkInitialStatus, nextStatus, requireAdmin, requirePresent } from './fields.ts'
import { blankNotification, type NotificationFields, readNotification } from './notification-fields.ts'
import { createdAs, isStatus, type Status } from './status.ts'
import { getNotificationRow, type NotificationRow, toNotification } from './store.ts'

function insertNotification(db: Db, f: NotificationFields, status: Status, now: string): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO notifications (campaign_id, name, type, priority, template_name, template_option,
        is_persistent, is_takeover, status, starts_at, ends_at, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      f.campaign_id,
      f.name,
      f.type,
      f.priority,
      f.template_name,
      f.template_option,
      f.is_persistent,
      f.is_takeover,
      status,
      f.starts_at,
      f.ends_at,
      now,
      now,
    )
  return Number(lastInsertRowid)
}

/** The fields of a stored notification, as the base a body's fields are applied over. */
const fieldsOf = ({ id: _, status: __, created_at: ___, updated_at: ____, ...fields }: NotificationRow) =>
  fields

export function registerNotificationsApi(router: Router, { db, config }: CoreContext): void {
  const isoNow = () => new Date(config.now()).toISOString()
  const answer = (status: number, id: number) =>
    json(status, toNotification(db, getNotificationRow(db, String(id))))

  router.add('notifications', {
    method: 'GET',
    path: '/api/v2/notifications',
    auth: 'bearer',
    handler: ({ caller, query }) => {
      requireAdmin(caller)
      const status = query.get('status')
      if (status !== null && !isStatus(status)) throw errors.invalidParameters(`Unknown status: ${status}`)
      const campaign = query.get('campaign_id')
      if (campaign !== null && !/^\d+$/.test(campaign)) {
        throw errors.invalidParameters('campaign_id must be a campaign id')
      }
      const rows = db
        .prepare(
          `SELECT * FROM notifications WHERE (?1 IS NULL OR status = ?1) AND (?2 IS NULL OR campaign_id = ?2)
            ORDER BY id`,
        )
        .all(status, campaign === null ? null : Number(campaign)) as unknown as NotificationRow[]
      return json(200, { items: rows.map((row) => toNotification(db, row)) })
    },
  })

  router.add('notifications', {
    method: 'POST',
    path: '/api/v2/notifications',
    auth: 'bearer',
    handler: ({ caller, body }) => {
      requireAdmin(caller)
      requirePresent(body, ['name', 'campaign_id', 'type', 'template_name'])
      checkInitialStatus('notification', body.status)
      const fields = readNotification(db, body, blankNotification, true)
      return answer(201, insertNotification(db, fields, createdAs, isoNow()))
    },
  })

  router.add('notifications', {
    method: 'PUT',
    path: '/api/v2/notifications/:id',
    auth: 'bearer',
    handler: ({ caller, body, params }) => {
      requireAdmin(caller)
      const row = getNotificationRow(db, params.id)
      const status = nextStatus('notification', row.status, body.status)
      const f = readNotification(db, body, fieldsOf(row), false)
      db.prepare(
        `UPDATE notifications SET campaign_id = ?, name = ?, type = ?, priority = ?, template_name = ?,
          template_option = ?, is_persistent = ?, is_takeover = ?, status = ?, starts_at = ?, ends_at = ?,
          updated_at = ? WHERE id = ?`,
      ).run(
        f.campaign_id,
        f.name,
        f.type,
        f.priority,
        f.template_name,
        f.template_option,
        f.is_persistent,
        f.is_takeover,
        status,
        f.starts_at,
        f.ends_at,
        isoNow(),
        row.id,
      )
      return answer(200, row.id)
    },
  })

  // The clone starts over as a draft with the original's fields, hosts and content; the body may
  // override fields (a new name, another campaign). It is how an ended notification is run again.
  router.add('notifications', {
    method: 'POST',
    path: '/api/v2/notifications/:id',
    auth: 'bearer',
    handler: ({ caller, body, params }) => {
      requireAdmin(caller)
      const source = getNotificationRow(db, params.id)
      checkInitialStatus('notification', body.status)
      const base = { ...fieldsOf(source), name: `${source.name} (copy)` }
      const f = readNotification(db, body, base, true)
      const id = transaction(db, () => {
        const copy = insertNotification(db, f, createdAs, isoNow())
        db.prepare(
          `INSERT INTO notification_hosts (notification_id, app_name, app_version_min, app_version_max, os_name,
            os_version_min, os_version_max) SELECT ?, app_name, app_version_min, app_version_max, os_name,
            os_version_min, os_version_max FROM notification_hosts WHERE notification_id = ? ORDER BY id`,
        ).run(copy, source.id)
        db.prepare(
          `INSERT INTO notification_content (notification_id, language, body)
            SELECT ?, language, body FROM notification_content WHERE notification_id = ?`,
        ).run(copy, source.id)
        return copy
      })
      return answer(201, id)
    },
  })
}
