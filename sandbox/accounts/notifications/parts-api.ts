/**
 * A notification's parts (admin): hosts, `POST /api/v2/notifications/{id}/hosts`, `PUT` and `DELETE
 * …/hosts/{hostId}`; content, `PUT …/content/{language}`. An ended notification takes no change.
 */

import { errors, json, noContent } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { readContent } from './content.ts'
import {
  checkLanguage,
  checkRange,
  checkVersion,
  has,
  requireAdmin,
  requirePresent,
  textField,
} from './fields.ts'
import { hasEnded } from './status.ts'
import { getHostRow, getNotificationRow, type HostRow, type NotificationRow, toHost } from './store.ts'

type HostFields = Omit<HostRow, 'id' | 'notification_id'>

const versionFields = ['app_version_min', 'app_version_max', 'os_version_min', 'os_version_max'] as const

/** Applies the host fields `body` names over `base`; a named empty value clears an optional one. */
function readHost(body: Record<string, unknown>, base: HostFields): HostFields {
  const out = { ...base }
  if (has(body, 'app_name')) out.app_name = textField('app_name', body.app_name, 100)
  if (out.app_name === '') throw errors.missingParameters(['app_name'])
  if (body.os_name !== undefined)
    out.os_name = body.os_name === null ? null : textField('os_name', body.os_name, 100) || null
  for (const field of versionFields) {
    if (body[field] === undefined) continue
    const value = body[field] === null ? '' : textField(field, body[field], 30)
    if (value !== '') checkVersion(field, value)
    out[field] = value || null
  }
  checkRange('app_version_min', out.app_version_min, 'app_version_max', out.app_version_max)
  checkRange('os_version_min', out.os_version_min, 'os_version_max', out.os_version_max)
  return out
}

const blankHost: HostFields = {
  app_name: '',
  app_version_min: null,
  app_version_max: null,
  os_name: null,
  os_version_min: null,
  os_version_max: null,
}

export function registerPartsApi(router: Router, { db, config }: CoreContext): void {
  const touch = (id: number) =>
    db
      .prepare('UPDATE notifications SET updated_at = ? WHERE id = ?')
      .run(new Date(config.now()).toISOString(), id)

  /** The notification a part belongs to, refusing changes once it has ended. */
  const editable = (raw: string | undefined): NotificationRow => {
    const row = getNotificationRow(db, raw)
    if (hasEnded(row.status))
      throw errors.invalidParameters('The notification has ended and can no longer be changed')
    return row
  }

  router.add('notifications', {
    method: 'POST',
    path: '/api/v2/notifications/:id/hosts',
    auth: 'bearer',
    handler: ({ caller, body, params }) => {
      requireAdmin(caller)
      const notification = editable(params.id)
      requirePresent(body, ['app_name'])
      const h = readHost(body, blankHost)
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO notification_hosts (notification_id, app_name, app_version_min, app_version_max, os_name,
            os_version_min, os_version_max) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          notification.id,
          h.app_name,
          h.app_version_min,
          h.app_version_max,
          h.os_name,
          h.os_version_min,
          h.os_version_max,
        )
      touch(notification.id)
      return json(201, toHost(getHostRow(db, notification.id, String(lastInsertRowid))))
    },
  })

  router.add('notifications', {
    method: 'PUT',
    path: '/api/v2/notifications/:id/hosts/:hostId',
    auth: 'bearer',
    handler: ({ caller, body, params }) => {
      requireAdmin(caller)
      const notification = editable(params.id)
      const host = getHostRow(db, notification.id, params.hostId)
      const h = readHost(body, host)
      db.prepare(
        `UPDATE notification_hosts SET app_name = ?, app_version_min = ?, app_version_max = ?, os_name = ?,
          os_version_min = ?, os_version_max = ? WHERE id = ?`,
      ).run(
        h.app_name,
        h.app_version_min,
        h.app_version_max,
        h.os_name,
        h.os_version_min,
        h.os_version_max,
        host.id,
      )
      touch(notification.id)
      return json(200, toHost(getHostRow(db, notification.id, String(host.id))))
    },
  })

  router.add('notifications', {
    method: 'DELETE',
    path: '/api/v2/notifications/:id/hosts/:hostId',
    auth: 'bearer',
    handler: ({ caller, params }) => {
      requireAdmin(caller)
      const notification = editable(params.id)
      const host = getHostRow(db, notification.id, params.hostId)
      db.prepare('DELETE FROM notification_hosts WHERE id = ?').run(host.id)
      touch(notification.id)
      return noContent()
    },
  })

  router.add('notifications', {
    method: 'PUT',
    path: '/api/v2/notifications/:id/content/:language',
    auth: 'bearer',
    handler: ({ caller, body, params }) => {
      requireAdmin(caller)
      const notification = editable(params.id)
      const language = checkLanguage(params.language ?? '')
      const content = readContent(body)
      db.prepare(
        `INSERT INTO notification_content (notification_id, language, body) VALUES (?, ?, ?)
          ON CONFLICT (notification_id, language) DO UPDATE SET body = excluded.body`,
      ).run(notification.id, language, JSON.stringify(content))
      touch(notification.id)
      return json(200, { language, ...content })
    },
  })
}
