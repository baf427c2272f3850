/**
 * Who may generate images: customers holding at least one licence (decision 088). Licences are read
 * from the licence stand-in's `licenses` table when that module is present, else from the seeded
 * list the licence stand-in uses, so this works with or without it.
 */
import type { Db } from '../core/db.ts'

/** The demo licences (ana: studio subscription and sample permanent; ben: studio trial, sample subscription). */
const seededLicenceTypes: Readonly<Record<number, ReadonlyArray<number>>> = {
  1001: [101, 202],
  1002: [103, 201],
}

export function licenceTypesHeld(db: Db, userId: number): ReadonlyArray<number> {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'licenses'").get()
  if (!table) return seededLicenceTypes[userId] ?? []
  const rows = db
    .prepare('SELECT DISTINCT license_type_id FROM licenses WHERE user_id = ? AND deleted = 0')
    .all(userId) as Array<{ license_type_id: number }>
  return rows.map((row) => row.license_type_id)
}

/** Stable reasons the site can translate; absent when the customer may generate. */
export type IneligibleReason = 'no_license' | 'provider_unavailable'

export interface Eligibility {
  readonly generate_images: boolean
  readonly reason?: IneligibleReason
}

export function eligibility(db: Db, userId: number, providerAvailable: boolean): Eligibility {
  if (licenceTypesHeld(db, userId).length === 0) return { generate_images: false, reason: 'no_license' }
  if (!providerAvailable) return { generate_images: false, reason: 'provider_unavailable' }
  return { generate_images: true }
}
