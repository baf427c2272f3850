/**
 * "Which licence types does this customer hold": read from the licence stand-in's `licenses` table when
 * that module is present, else from the seeded list both sides agree on, so beta programs, partner
 * promotions and referral rewards work with or without the licence module (docs/decisions/102).
 */
import type { Db } from '../core/db.ts'

/** The licence types seeded for the demo customers (ana 1001, ben 1002; cleo 1003 holds none). */
const seededLicenceTypes: Readonly<Record<number, ReadonlyArray<number>>> = {
  1001: [101, 202],
  1002: [103, 201],
}

export const licenceTypeNames: Readonly<Record<number, string>> = {
  101: 'studio subscription',
  102: 'studio permanent',
  103: 'studio trial',
  201: 'sample subscription',
  202: 'sample permanent',
  203: 'sample trial',
  301: 'hex-fx permanent',
  303: 'hex-fx trial',
  401: 'dj subscription',
  402: 'dj permanent',
  403: 'dj trial',
  501: 'producer-suite permanent',
}

const hasLicencesTable = (db: Db): boolean =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'licenses'").get() !== undefined

export function licenceTypesOf(db: Db, userId: number): number[] {
  if (!hasLicencesTable(db)) return [...(seededLicenceTypes[userId] ?? [])]
  const rows = db
    .prepare('SELECT DISTINCT license_type_id FROM licenses WHERE user_id = ? AND deleted = 0 ORDER BY 1')
    .all(userId) as { license_type_id: number }[]
  return rows.map((row) => row.license_type_id)
}

/** "studio subscription (101)", for refusals that say which licence would qualify. */
export const describeLicenceTypes = (ids: ReadonlyArray<number>): string =>
  ids.length === 0 ? 'none' : ids.map((id) => `${licenceTypeNames[id] ?? 'licence type'} (${id})`).join(', ')

/** True when the customer holds one of the qualifying types (an empty list lets everyone in). */
export function qualifies(held: ReadonlyArray<number>, qualifying: ReadonlyArray<number>): boolean {
  return qualifying.length === 0 || qualifying.some((id) => held.includes(id))
}
