/** Inserts the demo data (seed-data.ts) into an empty notifications store; a used store is left alone. */
import { randomUUID } from 'node:crypto'
import { transaction } from '../core/db.ts'
import type { CoreContext } from '../core/module.ts'
import { saveAudience } from './audiences.ts'
import { seedCampaigns, seedNotifications, seedTestUsers } from './seed-data.ts'

export async function seedNotificationsService({ db, config }: CoreContext): Promise<void> {
  if (db.prepare('SELECT 1 FROM notification_campaigns LIMIT 1').get()) return
  const now = config.now()
  const iso = new Date(now).toISOString()
  transaction(db, () => {
    for (const c of seedCampaigns(now)) {
      db.prepare(
        `INSERT INTO notification_campaigns (id, uuid, name, description, anonymous, status, starts_at, ends_at,
          created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        c.id,
        randomUUID(),
        c.name,
        c.description,
        c.anonymous,
        c.status,
        c.starts_at,
        c.ends_at,
        iso,
        iso,
      )
    }
    for (const n of seedNotifications(now)) {
      db.prepare(
        `INSERT INTO notifications (id, campaign_id, name, type, priority, template_name, template_option,
          is_persistent, is_takeover, status, starts_at, ends_at, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        n.id,
        n.campaign_id,
        n.name,
        n.type,
        n.priority,
        n.template_name,
        n.template_option,
        n.is_persistent,
        n.is_takeover,
        n.status,
        n.starts_at ?? null,
        n.ends_at ?? null,
        iso,
        iso,
      )
      for (const h of n.hosts) {
        db.prepare(
          `INSERT INTO notification_hosts (notification_id, app_name, app_version_min, app_version_max, os_name,
            os_version_min, os_version_max) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          n.id,
          h.app_name,
          h.app_version_min ?? null,
          h.app_version_max ?? null,
          h.os_name ?? null,
          h.os_version_min ?? null,
          h.os_version_max ?? null,
        )
      }
      if ('audience' in n && n.audience) saveAudience(db, n.id, n.audience)
      for (const [language, content] of Object.entries(n.content)) {
        db.prepare('INSERT INTO notification_content (notification_id, language, body) VALUES (?, ?, ?)').run(
          n.id,
          language,
          JSON.stringify(content),
        )
      }
    }
    for (const t of seedTestUsers) {
      db.prepare('INSERT INTO notification_test_users (user_id, enabled, created_at) VALUES (?, ?, ?)').run(
        t.user_id,
        t.enabled,
        iso,
      )
    }
  })
}
