/** `GET`/`POST /api/v2/campaigns` and `PUT /api/v2/campaigns/{id}` (admin). */
import { randomUUID } from 'node:crypto'
import { errors, json } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import {
  booleanField,
  checkInitialStatus,
  checkWindow,
  has,
  isoDate,
  nextStatus,
  requireAdmin,
  requirePresent,
  textField,
} from './fields.ts'
import { createdAs, isStatus } from './status.ts'
import { type CampaignRow, getCampaignRow, toCampaign } from './store.ts'

type CampaignFields = Pick<CampaignRow, 'name' | 'description' | 'anonymous' | 'starts_at' | 'ends_at'>

/** Reads the fields a body names over `base`, then checks the merged result, so nothing half-valid is saved. */
function readCampaign(body: Record<string, unknown>, base: CampaignFields): CampaignFields {
  const out = { ...base }
  if (has(body, 'name')) out.name = textField('name', body.name)
  if (has(body, 'description')) out.description = textField('description', body.description, 2000)
  if (has(body, 'anonymous')) out.anonymous = booleanField('anonymous', body.anonymous) ? 1 : 0
  if (has(body, 'starts_at')) out.starts_at = isoDate('starts_at', body.starts_at)
  if (has(body, 'ends_at')) out.ends_at = isoDate('ends_at', body.ends_at)
  if (out.name === '') throw errors.missingParameters(['name'])
  checkWindow(out.starts_at, out.ends_at)
  return out
}

export function registerCampaignsApi(router: Router, { db, config }: CoreContext): void {
  const isoNow = () => new Date(config.now()).toISOString()

  router.add('notifications', {
    method: 'GET',
    path: '/api/v2/campaigns',
    auth: 'bearer',
    handler: ({ caller, query }) => {
      requireAdmin(caller)
      const status = query.get('status')
      if (status !== null && !isStatus(status)) throw errors.invalidParameters(`Unknown status: ${status}`)
      const rows = db
        .prepare('SELECT * FROM notification_campaigns WHERE ?1 IS NULL OR status = ?1 ORDER BY id')
        .all(status) as unknown as CampaignRow[]
      return json(200, { items: rows.map(toCampaign) })
    },
  })

  router.add('notifications', {
    method: 'POST',
    path: '/api/v2/campaigns',
    auth: 'bearer',
    handler: ({ caller, body }) => {
      requireAdmin(caller)
      requirePresent(body, ['name', 'starts_at', 'ends_at'])
      checkInitialStatus('campaign', body.status)
      const fields = readCampaign(body, {
        name: '',
        description: '',
        anonymous: 0,
        starts_at: '',
        ends_at: '',
      })
      const now = isoNow()
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO notification_campaigns (uuid, name, description, anonymous, status, starts_at, ends_at,
            created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          randomUUID(),
          fields.name,
          fields.description,
          fields.anonymous,
          createdAs,
          fields.starts_at,
          fields.ends_at,
          now,
          now,
        )
      return json(201, toCampaign(getCampaignRow(db, Number(lastInsertRowid))))
    },
  })

  router.add('notifications', {
    method: 'PUT',
    path: '/api/v2/campaigns/:id',
    auth: 'bearer',
    handler: ({ caller, body, params }) => {
      requireAdmin(caller)
      const row = getCampaignRow(db, params.id)
      const status = nextStatus('campaign', row.status, body.status)
      const fields = readCampaign(body, row)
      db.prepare(
        `UPDATE notification_campaigns SET name = ?, description = ?, anonymous = ?, status = ?, starts_at = ?,
          ends_at = ?, updated_at = ? WHERE id = ?`,
      ).run(
        fields.name,
        fields.description,
        fields.anonymous,
        status,
        fields.starts_at,
        fields.ends_at,
        isoNow(),
        row.id,
      )
      return json(200, toCampaign(getCampaignRow(db, row.id)))
    },
  })
}
