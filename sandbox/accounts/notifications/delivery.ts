/**
 * What a device is shown (decision 111): live notifications of live campaigns whose dates include now,
 * whose hosts match the device, for its audience (signed in, and the licence types a notification is
 * aimed at, decision 191), in its language. Enabled test users also see the
 * draft and scheduled ones. Shared by `GET /api/v2/me/notifications` and the older v1 call.
 */

import type { Db } from '../core/db.ts'
import { errors } from '../core/http.ts'
import { audienceOf, inAudience } from './audiences.ts'
import { compareVersions, fallbackLanguage, parseVersion } from './fields.ts'
import { shownStatuses } from './status.ts'
import { contentOf, type HostRow, hostsOf, type NotificationRow, notificationFields } from './store.ts'

export interface Device {
  readonly appName: string
  readonly appVersion?: ReadonlyArray<number>
  readonly osName?: string
  readonly osVersion?: ReadonlyArray<number>
  /** A two-letter language, from the locale (`de_AT` → `de`). */
  readonly language?: string
}

export interface Audience {
  /** True with a valid bearer: campaigns for signed-in customers are included. */
  readonly signedIn: boolean
  /** True for an enabled test user: unfinished statuses are included. */
  readonly tester: boolean
  readonly now: number
  /** The licence types the signed-in caller currently holds (decision 191); undefined when anonymous. */
  readonly licenceTypes?: ReadonlyArray<number>
}

function version(query: URLSearchParams, name: string): number[] | undefined {
  const raw = query.get(name)
  if (raw === null || raw === '') return undefined
  const parsed = parseVersion(raw)
  if (!parsed) throw errors.invalidParameters(`${name} must be a version such as 2.3.1`)
  return parsed
}

/** The device query: 2013 without host_app_name, 2012 for a malformed version or locale. */
export function readDevice(query: URLSearchParams): Device {
  const appName = query.get('host_app_name')?.trim()
  if (!appName) throw errors.missingParameters(['host_app_name'])
  const locale = query.get('locale')?.trim()
  if (locale && !/^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/.test(locale)) {
    throw errors.invalidParameters(`locale must look like en_US: ${locale}`)
  }
  return {
    appName,
    appVersion: version(query, 'host_app_version'),
    // `host_app_os` is how the provider's client names the OS on the older v1 call (decision 233).
    osName: (query.get('host_os_name') ?? query.get('host_app_os'))?.trim() || undefined,
    osVersion: version(query, 'host_os_version'),
    language: locale ? locale.slice(0, locale.search(/[_-]|$/)).toLowerCase() : undefined,
  }
}

/** A bounded range needs the device's version to be known and inside it. */
function inRange(min: string | null, max: string | null, actual: ReadonlyArray<number> | undefined): boolean {
  if (min === null && max === null) return true
  if (!actual) return false
  if (min !== null && compareVersions(actual, parseVersion(min)!) < 0) return false
  return !(max !== null && compareVersions(actual, parseVersion(max)!) > 0)
}

export function hostMatches(host: HostRow, device: Device): boolean {
  if (host.app_name.toLowerCase() !== device.appName.toLowerCase()) return false
  if (!inRange(host.app_version_min, host.app_version_max, device.appVersion)) return false
  if (host.os_name !== null && host.os_name.toLowerCase() !== device.osName?.toLowerCase()) return false
  return inRange(host.os_version_min, host.os_version_max, device.osVersion)
}

type Candidate = NotificationRow & { c_starts_at: string; c_ends_at: string }

const includesNow = (startsAt: string, endsAt: string, now: number) =>
  Date.parse(startsAt) <= now && now < Date.parse(endsAt)

/** The notifications for one device, highest priority first, each with its content in one language. */
export function deliver(db: Db, device: Device, audience: Audience) {
  const shown = shownStatuses(audience.tester)
  const marks = shown.map(() => '?').join(', ')
  const rows = db
    .prepare(
      `SELECT n.*, c.starts_at AS c_starts_at, c.ends_at AS c_ends_at FROM notifications n
        JOIN notification_campaigns c ON c.id = n.campaign_id
        WHERE n.status IN (${marks}) AND c.status IN (${marks}) AND (c.anonymous = 1 OR ?)
        ORDER BY n.priority DESC, n.id`,
    )
    .all(...shown, ...shown, audience.signedIn ? 1 : 0) as unknown as Candidate[]
  return rows.flatMap(({ c_starts_at, c_ends_at, ...row }) => {
    const startsAt = row.starts_at ?? c_starts_at
    const endsAt = row.ends_at ?? c_ends_at
    if (!includesNow(c_starts_at, c_ends_at, audience.now) || !includesNow(startsAt, endsAt, audience.now))
      return []
    if (!hostsOf(db, row.id).some((host) => hostMatches(host, device))) return []
    if (!inAudience(audienceOf(db, row.id), audience.licenceTypes)) return []
    const content = contentOf(db, row.id)
    const language = device.language && content[device.language] ? device.language : fallbackLanguage
    const chosen = content[language]
    if (!chosen) return []
    return [{ ...notificationFields(row), starts_at: startsAt, ends_at: endsAt, language, content: chosen }]
  })
}
