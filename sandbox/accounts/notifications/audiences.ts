/**
 * Who a notification is for, beyond "signed in or not" (decision 191). The provider targets segments of
 * customers in its own back office; its API does not show how (so the site cannot and does not ask).
 * The stand-in plays that part with a list of licence types per notification: a notification with such
 * a list reaches only customers who hold a current licence of one of those types (a trial banner only
 * for customers in a trial). Licences are read from the licence stand-in's `licenses` table.
 */
import type { Db } from '../core/db.ts'

export const audiencesSchema = `
CREATE TABLE IF NOT EXISTS notification_audiences (
  notification_id INTEGER NOT NULL REFERENCES notifications(id),
  license_type_id INTEGER NOT NULL,
  PRIMARY KEY (notification_id, license_type_id)
);
`

/** The licence types of the customer's current licences (none without the licence stand-in). */
export function currentLicenceTypes(db: Db, userId: number, now: number): ReadonlyArray<number> {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'licenses'").get()
  if (!table) return []
  const rows = db
    .prepare('SELECT license_type_id, valid_to FROM licenses WHERE user_id = ? AND deleted = 0')
    .all(userId) as Array<{ license_type_id: number; valid_to: string | null }>
  return rows
    .filter((row) => row.valid_to === null || Date.parse(row.valid_to) > now)
    .map((row) => row.license_type_id)
}

/** The licence types a notification is aimed at; empty = everyone its campaign reaches. */
export function audienceOf(db: Db, notificationId: number): ReadonlyArray<number> {
  const rows = db
    .prepare('SELECT license_type_id FROM notification_audiences WHERE notification_id = ? ORDER BY 1')
    .all(notificationId) as Array<{ license_type_id: number }>
  return rows.map((row) => row.license_type_id)
}

/** Whether a caller holding `held` (undefined = anonymous) is in the notification's audience. */
export function inAudience(
  audience: ReadonlyArray<number>,
  held: ReadonlyArray<number> | undefined,
): boolean {
  if (audience.length === 0) return true
  return held?.some((type) => audience.includes(type)) ?? false
}

export function saveAudience(db: Db, notificationId: number, licenceTypes: ReadonlyArray<number>): void {
  db.prepare('DELETE FROM notification_audiences WHERE notification_id = ?').run(notificationId)
  for (const type of licenceTypes) {
    db.prepare('INSERT INTO notification_audiences (notification_id, license_type_id) VALUES (?, ?)').run(
      notificationId,
      type,
    )
  }
}
