/** Licences as stored and as answered (the License shape of the reference), and the reads on them. */
import type { Db } from '../core/db.ts'
import { notFound } from '../core/http.ts'
import { activationLimits, findLicenseType } from './catalogue.ts'

export interface LicenseRow {
  id: number
  user_id: number
  license_type_id: number
  product_id: number | null
  valid_to: string | null
  subscription_status: string | null
  deleted: number
}

interface ActivationRow {
  app_id: string
  app_version: string | null
  hardware_id: string
  canonical_hardware_id: string
  machine_name: string | null
  activated_at: string
}

const day = 86_400_000
const ilokUrl = 'https://www.ilok.com/#!license-manager'

/**
 * An active subscription renews, so its end rolls forward by whole billing periods until it lies
 * ahead of the clock: demo data stays valid on a long-lived data directory (decision 055).
 */
export function effectiveValidTo(row: LicenseRow, nowMs: number): string | null {
  if (row.valid_to === null) return null
  let end = Date.parse(row.valid_to)
  const period = (findLicenseType(row.license_type_id)?.type.expires_days ?? 30) * day
  if (row.subscription_status === 'Active') while (end <= nowMs) end += period
  return new Date(end).toISOString()
}

export const isExpired = (row: LicenseRow, nowMs: number): boolean => {
  const end = effectiveValidTo(row, nowMs)
  return end !== null && Date.parse(end) <= nowMs
}

export const activationLimit = (row: LicenseRow): number =>
  activationLimits[findLicenseType(row.license_type_id)?.type.term ?? 'trial']

export const activationCount = (db: Db, licenseId: number): number =>
  (
    db.prepare('SELECT COUNT(*) AS n FROM license_activations WHERE license_id = ?').get(licenseId) as {
      n: number
    }
  ).n

/** Letters and digits only, upper case: `ab-12:cd` and `AB12CD` are the same machine. */
export const canonicalHardwareId = (id: string): string => id.replace(/[^a-z0-9]/gi, '').toUpperCase()

/** The License shape; `withActivations: false` leaves `activations` out (products without the flag). */
export function toLicense(db: Db, row: LicenseRow, nowMs: number, withActivations = true) {
  const type = findLicenseType(row.license_type_id)!.type
  const validTo = effectiveValidTo(row, nowMs)
  const product = row.product_id
    ? (db.prepare('SELECT ilok_user_id FROM license_products WHERE id = ?').get(row.product_id) as
        | { ilok_user_id: string | null }
        | undefined)
    : undefined
  const ilokUser = product?.ilok_user_id ?? null
  const activations = withActivations
    ? {
        activations: (
          db
            .prepare('SELECT * FROM license_activations WHERE license_id = ? ORDER BY id')
            .all(row.id) as unknown as ActivationRow[]
        ).map((a) => ({
          app: { id: a.app_id, version: a.app_version },
          machine: {
            hardware_id: a.hardware_id,
            canonical_hardware_id: a.canonical_hardware_id,
            name: a.machine_name,
            activated_at: a.activated_at,
          },
        })),
      }
    : {}
  return {
    id: row.id,
    user_id: row.user_id,
    ...activations,
    activation_limit: activationLimit(row),
    license_type: type,
    valid_to: validTo,
    expires_in_days: validTo === null ? null : Math.max(0, Math.ceil((Date.parse(validTo) - nowMs) / day)),
    ilok: ilokUser
      ? { token: `ilok-${row.id}-${canonicalHardwareId(ilokUser)}`, user_id: ilokUser, url: ilokUrl }
      : null,
    subscription_status: row.subscription_status,
    deleted: row.deleted === 1,
  }
}

export type License = ReturnType<typeof toLicense>

export const userLicenses = (db: Db, userId: number): LicenseRow[] =>
  db
    .prepare('SELECT * FROM licenses WHERE user_id = ? AND deleted = 0 ORDER BY id')
    .all(userId) as unknown as LicenseRow[]

/** One of the user's live licences; 404 for anyone else's, so ids reveal nothing. */
export function getLicense(db: Db, userId: number, id: unknown): LicenseRow {
  const number = Number(id)
  const row = Number.isSafeInteger(number)
    ? (db
        .prepare('SELECT * FROM licenses WHERE id = ? AND user_id = ? AND deleted = 0')
        .get(number, userId) as LicenseRow | undefined)
    : undefined
  if (!row) throw notFound()
  return row
}
