/**
 * Checks of the licence calls' parameters: malformed → 400/2012, well formed but unknown → 400/1004,
 * as everywhere in the stand-in (decision 023).
 */
import { errors } from '../core/http.ts'
import { appNames, type Term, terms } from './catalogue.ts'

/** A positive whole number, given as a number or as text (form bodies, path segments). */
export function integerParam(value: unknown, name: string): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN
  if (!Number.isSafeInteger(number) || number < 0 || (typeof value === 'string' && value.trim() === '')) {
    throw errors.invalidParameters(`${name} must be a whole number`)
  }
  return number
}

const namePattern = /^[a-z][a-z0-9-]{0,40}$/
export function checkAppName(value: string): string {
  if (!namePattern.test(value)) throw errors.invalidParameters(`app_name is malformed: ${value}`)
  if (!appNames.includes(value)) throw errors.invalidValue(`Unknown app_name: ${value}`)
  return value
}

export function checkAppVersion(value: string): string {
  if (!/^\d{1,4}(\.\d{1,4}){0,3}$/.test(value)) {
    throw errors.invalidParameters('app_version must look like 2.3.1')
  }
  return value
}

export function checkTerm(value: string): Term {
  if (!(terms as ReadonlyArray<string>).includes(value)) {
    throw errors.invalidValue(`term must be one of ${terms.join(', ')}`)
  }
  return value as Term
}

/**
 * iLok user ids (decision 057): 3 to 32 characters, letters, digits, `.`, `_` and `-`, starting with a
 * letter or digit. The real iLok rules are not public; these admit every id iLok's own site suggests.
 */
export function checkIlokUserId(value: string): string {
  const id = value.trim()
  if (!/^[a-z0-9][a-z0-9._-]{2,31}$/i.test(id)) {
    throw errors.invalidParameters(
      'ilok_user_id must be 3 to 32 letters, digits, dots, dashes or underscores, starting with a letter or digit',
    )
  }
  return id
}

/** Machine ids arrive as the app reports them; at most 128 characters with at least one letter or digit. */
export function checkMachineId(value: string): string {
  const id = value.trim()
  if (id.length > 128 || !/[a-z0-9]/i.test(id)) {
    throw errors.invalidParameters('host_machine_id must be up to 128 characters with a letter or digit')
  }
  return id
}

const maxClockSkewMs = 86_400_000

/**
 * `system_time` (ISO 8601 or Unix seconds) is the machine's clock: more than a day away from the
 * service's clock looks like a clock turned back to stretch a trial, so it is refused (1004).
 */
export function checkSystemTime(value: string, nowMs: number): string {
  const ms = /^\d{9,11}$/.test(value) ? Number(value) * 1000 : Date.parse(value)
  if (Number.isNaN(ms)) throw errors.invalidParameters('system_time must be ISO 8601 or Unix seconds')
  if (Math.abs(ms - nowMs) > maxClockSkewMs) {
    throw errors.invalidValue('system_time differs from the service clock by more than a day')
  }
  return new Date(ms).toISOString()
}
