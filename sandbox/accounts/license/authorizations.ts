/** The rules of a licence authorization: when a machine may be activated, and what a reported status does. */
import type { Db } from '../core/db.ts'
import { errors } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import {
  activationCount,
  activationLimit,
  canonicalHardwareId,
  getLicense,
  isExpired,
  type LicenseRow,
} from './licenses.ts'

/** What the app reports in `status_code` (decision 056), and the `result` each gives. */
export const statusResults: Readonly<Record<number, 'failed' | 'cancelled' | 'success'>> = {
  0: 'success',
  1: 'failed',
  2: 'cancelled',
}

/** A pending authorization older than this must be started again. */
export const authorizationTtlSeconds = 600

interface AuthorizationRow {
  id: number
  license_id: number
  action: 'activate' | 'deactivate'
  app_name: string
  app_version: string
  host_machine_id: string
  host_machine_name: string | null
  created_at: number
  completed_at: number | null
}

const isActivated = (db: Db, licenseId: number, machine: string): boolean =>
  db
    .prepare('SELECT 1 FROM license_activations WHERE license_id = ? AND canonical_hardware_id = ?')
    .get(licenseId, canonicalHardwareId(machine)) !== undefined

/**
 * Fails with 409/1010 (expired licence, or every activation in use on other machines) or 400/1004
 * (deactivating a machine the licence is not activated on). Re-activating the same machine is allowed.
 */
export function checkActivation(
  db: Db,
  license: LicenseRow,
  action: 'activate' | 'deactivate',
  machine: string,
  nowMs: number,
): void {
  const activated = isActivated(db, license.id, machine)
  if (action === 'deactivate') {
    if (!activated) throw errors.invalidValue('This licence is not activated on that machine')
    return
  }
  if (isExpired(license, nowMs)) throw errors.conflict('This licence has expired')
  const count = activationCount(db, license.id)
  const limit = activationLimit(license)
  if (!activated && count >= limit) {
    throw errors.conflict(
      `Activation limit reached: ${count} of ${limit} machines in use; deactivate one of them first`,
    )
  }
}

/**
 * Records the app's status for one of the user's pending authorizations and, on success, applies it.
 * Returns undefined for an unknown id (404); fails with 409/1010 when completed already or expired.
 * Deactivating signs the machine out too: its refresh tokens are revoked and their ids returned.
 */
export function commitAuthorization(
  { db, config, nowSeconds, tokens }: CoreContext,
  userId: number,
  id: number,
  code: number,
) {
  const row = db
    .prepare('SELECT * FROM license_authorizations WHERE id = ? AND user_id = ?')
    .get(id, userId) as AuthorizationRow | undefined
  if (!row) return undefined
  if (row.completed_at !== null) throw errors.conflict('This authorization is already completed')
  if (row.created_at < nowSeconds() - authorizationTtlSeconds) {
    throw errors.conflict('This authorization has expired; start a new one')
  }
  const status = statusResults[code]!
  const result = status === 'success' ? (row.action === 'activate' ? 'activated' : 'deactivated') : status
  db.prepare(
    'UPDATE license_authorizations SET status_code = ?, result = ?, completed_at = ? WHERE id = ?',
  ).run(code, result, nowSeconds(), row.id)
  if (status !== 'success') return { result, refresh_token_id: [] as string[] }
  const license = getLicense(db, userId, row.license_id)
  const canonical = canonicalHardwareId(row.host_machine_id)
  if (row.action === 'activate') {
    // Another authorization may have taken the last activation since this one was started.
    checkActivation(db, license, 'activate', row.host_machine_id, config.now())
    db.prepare(
      `INSERT INTO license_activations (license_id, app_id, app_version, hardware_id, canonical_hardware_id,
        machine_name, activated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (license_id, canonical_hardware_id) DO UPDATE SET app_id = excluded.app_id,
        app_version = excluded.app_version, machine_name = excluded.machine_name`,
    ).run(
      license.id,
      row.app_name,
      row.app_version,
      row.host_machine_id,
      canonical,
      row.host_machine_name ?? row.host_machine_id,
      new Date(config.now()).toISOString(),
    )
    return { result, refresh_token_id: [] as string[] }
  }
  db.prepare('DELETE FROM license_activations WHERE license_id = ? AND canonical_hardware_id = ?').run(
    license.id,
    canonical,
  )
  const machineTokens = (
    db
      .prepare(
        'SELECT id, device_id FROM refresh_tokens WHERE user_id = ? AND revoked_at IS NULL AND device_id IS NOT NULL',
      )
      .all(userId) as { id: string; device_id: string }[]
  )
    .filter((token) => canonicalHardwareId(token.device_id) === canonical)
    .map((token) => token.id)
  tokens.revoke(userId, machineTokens)
  return { result, refresh_token_id: machineTokens }
}
