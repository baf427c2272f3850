/**
 * Profile rows: created lazily from identity's `users` row the first time any profile call touches a
 * customer (so a new sign-up has a profile at once), and answered in the reference's Profile shape.
 */
import type { Db } from '../core/db.ts'
import { notFound } from '../core/http.ts'
import { flagFields, type ProfileField, type ProfileValue, profileFields } from './rules.ts'

export type ProfileRow = Record<ProfileField, string | number> & {
  user_id: number
  avatar_id: string | null
  avatar_ts: number | null
  date_created: string
  date_updated: string
}

interface UserRow {
  id: number
  email_address: string
  first_name: string
  last_name: string
  locale: string
}

function liveUser(db: Db, userId: number | undefined): UserRow {
  const user =
    userId === undefined
      ? undefined
      : (db
          .prepare(
            'SELECT id, email_address, first_name, last_name, locale FROM users WHERE id = ? AND deleted_at IS NULL',
          )
          .get(userId) as UserRow | undefined)
  if (!user) throw notFound()
  return user
}

/** The customer's profile, created on first use; 404 when the user does not exist or was deleted. */
export function ensureProfile(db: Db, userId: number | undefined, nowIso: string): ProfileRow {
  const user = liveUser(db, userId)
  db.prepare(
    `INSERT OR IGNORE INTO profiles (user_id, first_name, last_name, locale, language, display_name,
      date_created, date_updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    user.id,
    user.first_name,
    user.last_name,
    user.locale,
    user.locale.slice(0, 2),
    user.first_name,
    nowIso,
    nowIso,
  )
  return db.prepare('SELECT * FROM profiles WHERE user_id = ?').get(user.id) as unknown as ProfileRow
}

/** Writes the checked values in one statement: all of them or none. */
export function saveProfile(
  db: Db,
  userId: number,
  values: Partial<Record<ProfileField, ProfileValue>>,
  nowIso: string,
): void {
  const fields = Object.keys(values) as ProfileField[]
  const assignments = fields.map((field) => `${field} = ?`).join(', ')
  const params = fields.map((field) => {
    const value = values[field]!
    return typeof value === 'boolean' ? (value ? 1 : 0) : value
  })
  db.prepare(`UPDATE profiles SET ${assignments}, date_updated = ? WHERE user_id = ?`).run(
    ...params,
    nowIso,
    userId,
  )
}

export const avatarSizes = { thumb: 64, mid: 256, full: 1024 } as const
export type AvatarSize = keyof typeof avatarSizes

export const avatarUrl = (baseUrl: string, imageId: string, size: AvatarSize) =>
  `${baseUrl}/avatars/${imageId}/${size}.webp`

/** The Profile answer: email from identity (it owns the address), booleans as booleans, avatar as URLs. */
export function toProfile(db: Db, row: ProfileRow, baseUrl: string) {
  const fields: Record<string, ProfileValue> = {}
  for (const field of profileFields) {
    const value = row[field]
    fields[field] = flagFields.has(field) ? value === 1 : value
  }
  return {
    user_id: row.user_id,
    email_address: liveUser(db, row.user_id).email_address,
    ...fields,
    avatar:
      row.avatar_id === null
        ? null
        : {
            ts: row.avatar_ts,
            thumb: avatarUrl(baseUrl, row.avatar_id, 'thumb'),
            mid: avatarUrl(baseUrl, row.avatar_id, 'mid'),
            full: avatarUrl(baseUrl, row.avatar_id, 'full'),
          },
    date_created: row.date_created,
    date_updated: row.date_updated,
  }
}

export type Profile = ReturnType<typeof toProfile>
