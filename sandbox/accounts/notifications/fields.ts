/**
 * Checks shared by campaigns, notifications and hosts. Every failure names its field: malformed values
 * give 400/2012, well-formed values the service does not know give 400/1004 (decision 023, 112).
 */

import { isAdmin } from '../core/auth.ts'
import { type Caller, errors } from '../core/http.ts'
import { hasEnded, isStatus, mayMove, type Status, statuses } from './status.ts'

/** Languages content may be written in (decision 112); a device's locale falls back to `en`. */
export const languages = ['en', 'de', 'fr', 'es', 'ja'] as const
export const fallbackLanguage = 'en'

export const notificationTypes = [
  'licensing',
  'system',
  'promotion',
  'streaming',
  'device_connection',
] as const

/** `2026-01-31T09:00:00Z`, seconds and fraction optional, `Z` or an offset required. */
const isoPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/

/** A date-time as ISO 8601 in UTC; 400/2012 naming the field otherwise. */
export function isoDate(field: string, value: unknown): string {
  const time = typeof value === 'string' && isoPattern.test(value) ? Date.parse(value) : Number.NaN
  if (Number.isNaN(time)) {
    throw errors.invalidParameters(`${field} must be an ISO 8601 date and time, e.g. 2026-01-31T09:00:00Z`)
  }
  return new Date(time).toISOString()
}

/** 400/2012 when the window is empty or backwards. */
export function checkWindow(startsAt: string | null, endsAt: string | null): void {
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) {
    throw errors.invalidParameters('ends_at must be after starts_at')
  }
}

/** `2`, `2.3` or `2.3.1` (up to four numeric parts). */
export function parseVersion(text: string): number[] | undefined {
  return /^\d{1,6}(\.\d{1,6}){0,3}$/.test(text) ? text.split('.').map(Number) : undefined
}

/** Numeric per part, missing parts count as 0 (so 10.15 = 10.15.0 and 1.10 > 1.9). */
export function compareVersions(a: ReadonlyArray<number>, b: ReadonlyArray<number>): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0)
    if (diff !== 0) return diff
  }
  return 0
}

export function checkVersion(field: string, value: string): void {
  if (!parseVersion(value)) throw errors.invalidParameters(`${field} must be a version such as 2.3.1`)
}

/** 400/2012 when a range's minimum is above its maximum. */
export function checkRange(minField: string, min: string | null, maxField: string, max: string | null): void {
  const low = min === null ? undefined : parseVersion(min)
  const high = max === null ? undefined : parseVersion(max)
  if (low && high && compareVersions(low, high) > 0) {
    throw errors.invalidParameters(`${minField} (${min}) must not be greater than ${maxField} (${max})`)
  }
}

/** A two-letter language this service writes content in: 2012 when malformed, 1004 when unknown. */
export function checkLanguage(value: string): (typeof languages)[number] {
  if (!/^[a-z]{2}$/.test(value))
    throw errors.invalidParameters(`language must be two lowercase letters: ${value}`)
  const known = languages.find((l) => l === value)
  if (!known) throw errors.invalidValue(`Unknown language: ${value} (one of ${languages.join(', ')})`)
  return known
}

/** JSON booleans, or form text `true`/`false`/`1`/`0`; 2012 otherwise. */
export function booleanField(field: string, value: unknown): boolean {
  if (value === true || value === 'true' || value === 1 || value === '1') return true
  if (value === false || value === 'false' || value === 0 || value === '0') return false
  throw errors.invalidParameters(`${field} must be true or false`)
}

/** A non-empty string; 2012 for another type. */
export function textField(field: string, value: unknown, max = 200): string {
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw errors.invalidParameters(`${field} must be a string`)
  }
  const text = String(value).trim()
  if (text.length > max) throw errors.invalidParameters(`${field} must be at most ${max} characters`)
  return text
}

/**
 * The status a PUT asks for: unchanged is fine, otherwise the lifecycle must allow the move (400/2012).
 * Ended items take no change at all: a clone starts a new one.
 */
export function nextStatus(kind: string, current: Status, requested: unknown): Status {
  if (hasEnded(current)) throw errors.invalidParameters(`The ${kind} has ended and can no longer be changed`)
  if (requested === undefined || requested === null || requested === '') return current
  if (!isStatus(requested)) {
    throw errors.invalidParameters(`status must be one of ${statuses.join(', ')}`)
  }
  if (requested !== current && !mayMove(current, requested)) {
    throw errors.invalidParameters(`status cannot change from ${current} to ${requested} for a ${kind}`)
  }
  return requested
}

/** A new item starts as draft; asking for another status is refused rather than ignored. */
export function checkInitialStatus(kind: string, requested: unknown): void {
  if (requested !== undefined && requested !== null && requested !== '' && requested !== 'draft') {
    throw errors.invalidParameters(`status of a new ${kind} must be draft`)
  }
}

/** Campaign and notification management needs the service's `admin` scope (403/2000 otherwise). */
export function requireAdmin(caller: Caller): void {
  if (!isAdmin(caller, 'notifications'))
    throw errors.accessDenied('The notifications admin scope is required')
}

/** Names the required parameters that are absent or empty (400/2013). */
export function requirePresent(source: Record<string, unknown>, names: ReadonlyArray<string>): void {
  const missing = names.filter((n) => {
    const v = source[n]
    return v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
  })
  if (missing.length > 0) throw errors.missingParameters(missing)
}

/** True when the body names the field at all (PUT changes only what it names). */
export const has = (source: Record<string, unknown>, name: string): boolean =>
  source[name] !== undefined && source[name] !== null
