/** Reading a notification's own fields from a create, update or clone body, checked as a whole. */
import type { Db } from '../core/db.ts'
import { errors } from '../core/http.ts'
import { booleanField, checkWindow, has, isoDate, notificationTypes, textField } from './fields.ts'
import { getCampaignRow, type NotificationRow } from './store.ts'
import { checkTemplate } from './templates.ts'

export type NotificationFields = Omit<NotificationRow, 'id' | 'status' | 'created_at' | 'updated_at'>

export const defaultPriority = 5

export const blankNotification: NotificationFields = {
  campaign_id: 0,
  name: '',
  type: '',
  priority: defaultPriority,
  template_name: '',
  template_option: null,
  is_persistent: 0,
  is_takeover: 0,
  starts_at: null,
  ends_at: null,
}

/** 1 (lowest) to 10 (highest); devices show the highest first (decision 113). */
function readPriority(value: unknown): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 10) {
    throw errors.invalidParameters('priority must be a whole number from 1 to 10')
  }
  return n
}

function readCampaignId(db: Db, value: unknown): number {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
    throw errors.invalidParameters('campaign_id must be a campaign id')
  }
  if (!db.prepare('SELECT 1 FROM notification_campaigns WHERE id = ?').get(id)) {
    throw errors.invalidValue(`Unknown campaign_id: ${id}`)
  }
  return id
}

/**
 * Applies the fields `body` names over `base` and checks the result; throws before anything is saved.
 * `creating` (create and clone) also refuses an ended campaign, which would never show the notification.
 */
export function readNotification(
  db: Db,
  body: Record<string, unknown>,
  base: NotificationFields,
  creating: boolean,
): NotificationFields {
  const out = { ...base }
  if (has(body, 'name')) out.name = textField('name', body.name)
  if (has(body, 'campaign_id') && Number(body.campaign_id) !== base.campaign_id) {
    out.campaign_id = readCampaignId(db, body.campaign_id)
  }
  if (has(body, 'type')) {
    const type = textField('type', body.type)
    if (!(notificationTypes as ReadonlyArray<string>).includes(type)) {
      throw errors.invalidValue(`Unknown type: ${type} (one of ${notificationTypes.join(', ')})`)
    }
    out.type = type
  }
  if (has(body, 'priority')) out.priority = readPriority(body.priority)
  if (has(body, 'template_name')) {
    out.template_name = textField('template_name', body.template_name)
    // A new template makes the old option meaningless unless the body names one too.
    if (out.template_name !== base.template_name && !has(body, 'template_option')) out.template_option = null
  }
  if (has(body, 'template_option'))
    out.template_option = textField('template_option', body.template_option) || null
  if (has(body, 'is_persistent'))
    out.is_persistent = booleanField('is_persistent', body.is_persistent) ? 1 : 0
  if (has(body, 'is_takeover')) out.is_takeover = booleanField('is_takeover', body.is_takeover) ? 1 : 0
  if (has(body, 'starts_at')) out.starts_at = isoDate('starts_at', body.starts_at)
  if (has(body, 'ends_at')) out.ends_at = isoDate('ends_at', body.ends_at)
  if (out.name === '') throw errors.missingParameters(['name'])
  checkTemplate(out.template_name, out.template_option)
  checkWindow(out.starts_at, out.ends_at)
  // Missing dates follow the campaign's, so the window that will really apply must not be empty either.
  const campaign = getCampaignRow(db, out.campaign_id)
  if (campaign.status === 'ended' && (creating || campaign.id !== base.campaign_id)) {
    throw errors.invalidParameters(`campaign_id ${campaign.id} names an ended campaign`)
  }
  checkWindow(out.starts_at ?? campaign.starts_at, out.ends_at ?? campaign.ends_at)
  return out
}
