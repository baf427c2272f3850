/** Registered products as stored and as answered (the Product shape of the reference). */
import type { Db } from '../core/db.ts'
import { errors, notFound } from '../core/http.ts'
import { findLicenseType, findProductType, toProductType } from './catalogue.ts'
import { type LicenseRow, toLicense } from './licenses.ts'

export interface ProductRow {
  id: number
  user_id: number
  product_type_id: number
  serial_number: string | null
  ilok_user_id: string | null
  date_created: string
  deleted: number
}

export function toProduct(db: Db, row: ProductRow, nowMs: number, withActivations: boolean) {
  const licenses = db
    .prepare('SELECT * FROM licenses WHERE product_id = ? AND deleted = 0 ORDER BY id')
    .all(row.id) as unknown as LicenseRow[]
  return {
    id: row.id,
    date_created: row.date_created,
    user_id: row.user_id,
    licenses: licenses.map((license) => toLicense(db, license, nowMs, withActivations)),
    product_type: toProductType(findProductType(row.product_type_id)!),
    // The serial it was registered with (decision 243 of the site); null for a subscription or trial.
    product_serial_number: row.serial_number,
    // The product's status is its subscription licence's, when it has one.
    subscription_status: licenses.find((l) => l.subscription_status !== null)?.subscription_status ?? null,
    deleted: row.deleted === 1,
  }
}

export const userProducts = (db: Db, userId: number): ProductRow[] =>
  db
    .prepare('SELECT * FROM license_products WHERE user_id = ? AND deleted = 0 ORDER BY id')
    .all(userId) as unknown as ProductRow[]

/** One of the user's live products; 404 for anyone else's. */
export function getProduct(db: Db, userId: number, id: number): ProductRow {
  const row = db
    .prepare('SELECT * FROM license_products WHERE id = ? AND user_id = ? AND deleted = 0')
    .get(id, userId) as ProductRow | undefined
  if (!row) throw notFound()
  return row
}

interface SerialRow {
  serial_number: string
  license_type_id: number
  product_id: number | null
}

/**
 * The serial's licence type and product type. Unknown serial or product type → 400/1004; a serial
 * already registered (by anyone) → 409/1010; a product type other than the serial's → 400/1004.
 */
export function claimableSerial(db: Db, serial: string, productTypeId: number | undefined) {
  if (productTypeId !== undefined && !findProductType(productTypeId)) {
    throw errors.invalidValue(`Unknown product_type_id: ${productTypeId}`)
  }
  const row = db
    .prepare('SELECT * FROM license_serials WHERE serial_number = ?')
    .get(serial.trim().toUpperCase()) as SerialRow | undefined
  if (!row) throw errors.invalidValue('Unknown product_serial_number')
  if (row.product_id !== null) throw errors.conflict('This serial number is already registered')
  const found = findLicenseType(row.license_type_id)!
  if (productTypeId !== undefined && productTypeId !== found.product.id) {
    throw errors.invalidValue('product_type_id does not match the serial number')
  }
  return { serial: row.serial_number, licenseType: found.type, productType: found.product }
}
