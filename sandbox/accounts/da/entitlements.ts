/**
 * Which products a customer owns, for the assets they may see and download. The licence stand-in's
 * `licenses` table decides when it exists; before that module is merged, the seeded licences of the
 * shared demo data stand in (ana: studio subscription and sample permanent, ben: studio trial and
 * sample subscription, cleo: none).
 */
import type { Db } from '../core/db.ts'

const seededLicenceTypes: Readonly<Record<number, ReadonlyArray<number>>> = {
  1001: [101, 202],
  1002: [103, 201],
  1003: [],
}

/** Product type ids: 1 studio, 2 sample, 3 hex-fx, 4 dj pro, 5 producer suite (studio, sample, hex-fx). */
const bundles: Readonly<Record<number, ReadonlyArray<number>>> = { 5: [1, 2, 3] }

export function licenceTypesOf(db: Db, userId: number): number[] {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'licenses'").get()
  if (!table) return [...(seededLicenceTypes[userId] ?? [])]
  const rows = db
    .prepare('SELECT DISTINCT license_type_id FROM licenses WHERE user_id = ? AND deleted = 0')
    .all(userId) as { license_type_id: number }[]
  return rows.map((row) => row.license_type_id)
}

/** Licence type ids are `<product type><nn>` (101 studio subscription → product type 1). */
export function productTypesOf(db: Db, userId: number): Set<number> {
  const owned = new Set<number>()
  for (const licenceType of licenceTypesOf(db, userId)) {
    const product = Math.floor(licenceType / 100)
    owned.add(product)
    for (const included of bundles[product] ?? []) owned.add(included)
  }
  return owned
}
