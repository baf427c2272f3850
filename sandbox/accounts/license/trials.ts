/**
 * A trial on a machine: `POST {me}/products {product_type_id, host_machine_id}` without a serial, the
 * form the provider's client sends from inside an app (spec §3; decision 239). It registers a product
 * holding one trial licence of that type, activated on that machine, ending after the type's days.
 */
import type { Db } from '../core/db.ts'
import { errors } from '../core/http.ts'
import { findProductType } from './catalogue.ts'
import { canonicalHardwareId } from './licenses.ts'

const day = 86_400_000

/** Answers the new product's id; 400/1004 for a product without a trial, 409/1010 for a second trial. */
export function startTrial(
  db: Db,
  userId: number,
  productTypeId: number,
  machine: string,
  nowMs: number,
): number {
  const productType = findProductType(productTypeId)
  if (!productType) throw errors.invalidValue(`Unknown product_type_id: ${productTypeId}`)
  const trial = productType.licenseTypes.find((type) => type.term === 'trial')
  if (!trial) throw errors.invalidValue(`${productType.name} has no trial`)
  // One trial per customer and product, whichever machine asks.
  if (db.prepare('SELECT 1 FROM licenses WHERE user_id = ? AND license_type_id = ?').get(userId, trial.id)) {
    throw errors.conflict(`A ${productType.name} trial was already started`)
  }
  const now = new Date(nowMs).toISOString()
  const product = db
    .prepare('INSERT INTO license_products (user_id, product_type_id, date_created) VALUES (?, ?, ?)')
    .run(userId, productType.id, now)
  const productId = Number(product.lastInsertRowid)
  const validTo = new Date(nowMs + (trial.expires_days ?? 14) * day).toISOString()
  const licence = db
    .prepare('INSERT INTO licenses (user_id, license_type_id, product_id, valid_to) VALUES (?, ?, ?, ?)')
    .run(userId, trial.id, productId, validTo)
  db.prepare(
    `INSERT INTO license_activations (license_id, app_id, app_version, hardware_id, canonical_hardware_id,
      machine_name, activated_at) VALUES (?, ?, NULL, ?, ?, NULL, ?)`,
  ).run(Number(licence.lastInsertRowid), productType.apps[0]!, machine, canonicalHardwareId(machine), now)
  return productId
}
