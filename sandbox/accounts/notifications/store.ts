/** Rows of the notifications tables and the shapes the service answers with (reference: Campaign, Notification). */

import type { Db } from '../core/db.ts'
import { notFound } from '../core/http.ts'
import type { Status } from './status.ts'

export interface CampaignRow {
  id: number
  uuid: string
  name: string
  description: string
  anonymous: number
  status: Status
  starts_at: string
  ends_at: string
  created_at: string
  updated_at: string
}

export interface NotificationRow {
  id: number
  campaign_id: number
  name: string
  type: string
  priority: number
  template_name: string
  template_option: string | null
  is_persistent: number
  is_takeover: number
  status: Status
  starts_at: string | null
  ends_at: string | null
  created_at: string
  updated_at: string
}

export interface HostRow {
  id: number
  notification_id: number
  app_name: string
  app_version_min: string | null
  app_version_max: string | null
  os_name: string | null
  os_version_min: string | null
  os_version_max: string | null
}

export interface Content {
  readonly text: ReadonlyArray<{ mime_type: string; content: string; metadata?: Record<string, unknown> }>
  readonly media: ReadonlyArray<{
    mime_type: string
    src: { small?: string; medium?: string; large?: string }
    metadata?: Record<string, unknown>
  }>
  readonly actions: ReadonlyArray<{ label: string; url: string; metadata?: Record<string, unknown> }>
}

/** Path ids that are not positive integers match nothing, like an unknown id. */
const rowId = (raw: string | undefined): number => {
  const id = Number(raw)
  if (!Number.isSafeInteger(id) || id < 1) throw notFound()
  return id
}

/** The campaign `{id}` names; 404 `{message}` when there is none. */
export function getCampaignRow(db: Db, raw: string | number | undefined): CampaignRow {
  const row = db.prepare('SELECT * FROM notification_campaigns WHERE id = ?').get(rowId(String(raw))) as
    | CampaignRow
    | undefined
  if (!row) throw notFound()
  return row
}

/** The notification `{id}` names; 404 `{message}` when there is none. */
export function getNotificationRow(db: Db, raw: string | undefined): NotificationRow {
  const row = db.prepare('SELECT * FROM notifications WHERE id = ?').get(rowId(raw)) as
    | NotificationRow
    | undefined
  if (!row) throw notFound()
  return row
}

/** The host `{hostId}` of that notification; 404 when it belongs to another one. */
export function getHostRow(db: Db, notificationId: number, raw: string | undefined): HostRow {
  const row = db
    .prepare('SELECT * FROM notification_hosts WHERE id = ? AND notification_id = ?')
    .get(rowId(raw), notificationId) as HostRow | undefined
  if (!row) throw notFound()
  return row
}

export const toCampaign = (row: CampaignRow) => ({ ...row, anonymous: row.anonymous === 1 })

export const toHost = ({ notification_id: _, ...host }: HostRow) => host

export function hostsOf(db: Db, notificationId: number): HostRow[] {
  return db
    .prepare('SELECT * FROM notification_hosts WHERE notification_id = ? ORDER BY id')
    .all(notificationId) as unknown as HostRow[]
}

export function contentOf(db: Db, notificationId: number): Record<string, Content> {
  const rows = db
    .prepare('SELECT language, body FROM notification_content WHERE notification_id = ? ORDER BY language')
    .all(notificationId) as Array<{ language: string; body: string }>
  return Object.fromEntries(rows.map((r) => [r.language, JSON.parse(r.body) as Content]))
}

/** The notification fields alone, as `GET /api/v2/me/notifications` repeats them per item. */
export const notificationFields = (row: NotificationRow) => ({
  ...row,
  is_persistent: row.is_persistent === 1,
  is_takeover: row.is_takeover === 1,
})

/** The whole notification: its fields, its hosts and its content keyed by language. */
export const toNotification = (db: Db, row: NotificationRow) => ({
  ...notificationFields(row),
  hosts: hostsOf(db, row.id).map(toHost),
  content: contentOf(db, row.id),
})
