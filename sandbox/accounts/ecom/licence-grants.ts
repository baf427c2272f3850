/**
 * The stand-ins act as one provider (decision 235): what the ecommerce service sells shows in the
 * licence service's `licenses` table, the way the provider's licence service issues licences for its
 * store. A product (a redeemed voucher, a lifetime or trial purchase) grants a licence of its type; a
 * subscription keeps one subscription licence whose end is the paid period's end and whose status is
 * the subscription's, so a plan change moves its end and a cancelled subscription stops renewing it
 * (the licence service rolls only Active ones forward) and it ends when the period does.
 * Like the other readers of that table, it does nothing when the licence module is not there.
 */
import type { Db } from '../core/db.ts'
import { type CatalogEntry, findCatalogEntry, trialDays } from './catalog.ts'

/** What of a subscription its licence follows (subscriptions.ts holds the whole row). */
interface SubscriptionTerms {
  readonly user_id: number
  readonly catalog_product_id: number
  readonly status: string
  readonly next_billing_date: string
}

const day = 86_400_000

const hasLicences = (db: Db): boolean =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'licenses'").get() !== undefined

/** A registered product of the licence service holding one new licence; answers the licence id. */
function issue(
  db: Db,
  userId: number,
  entry: CatalogEntry,
  licenceTypeId: number,
  atIso: string,
  validTo: string | null,
  subscriptionStatus: string | null,
): number {
  const product = db
    .prepare('INSERT INTO license_products (user_id, product_type_id, date_created) VALUES (?, ?, ?)')
    .run(userId, entry.line.productTypeId, atIso)
  const licence = db
    .prepare(
      'INSERT INTO licenses (user_id, license_type_id, product_id, valid_to, subscription_status) VALUES (?, ?, ?, ?, ?)',
    )
    .run(userId, licenceTypeId, Number(product.lastInsertRowid), validTo, subscriptionStatus)
  return Number(licence.lastInsertRowid)
}

/**
 * The licence a completed purchase of a lifetime or trial offer grants (a plan's licence follows its
 * subscription instead, see `syncSubscriptionLicence`). Call inside the purchase's transaction.
 */
export function grantPurchase(db: Db, userId: number, catalogProductId: number, atIso: string): void {
  const entry = findCatalogEntry(catalogProductId)
  if (!entry || !hasLicences(db)) return
  const types = entry.line.licenceTypes
  if (entry.offer === 'lifetime') issue(db, userId, entry, types.permanent, atIso, null, null)
  else if (entry.offer === 'trial') {
    const end = new Date(Date.parse(atIso) + trialDays * day).toISOString()
    issue(db, userId, entry, types.trial, atIso, end, null)
  }
}

/** Brings the subscription's licence in line with it (creating it if missing). Call inside its transaction. */
export function syncSubscriptionLicence(db: Db, sub: SubscriptionTerms, atIso: string): void {
  const entry = findCatalogEntry(sub.catalog_product_id)
  const licenceTypeId = entry?.line.licenceTypes.subscription
  if (!entry || licenceTypeId === undefined || !hasLicences(db)) return
  const periodEnd = `${sub.next_billing_date}T00:00:00.000Z`
  const existing = db
    .prepare(
      `SELECT id FROM licenses WHERE user_id = ? AND license_type_id = ? AND subscription_status IS NOT NULL
        AND deleted = 0 ORDER BY id DESC LIMIT 1`,
    )
    .get(sub.user_id, licenceTypeId) as { id: number } | undefined
  if (!existing) {
    issue(db, sub.user_id, entry, licenceTypeId, atIso, periodEnd, sub.status)
    return
  }
  db.prepare('UPDATE licenses SET valid_to = ?, subscription_status = ? WHERE id = ?').run(
    periodEnd,
    sub.status,
    existing.id,
  )
}

/** The subscription as stored now, then `syncSubscriptionLicence`. */
export function syncSubscriptionLicenceById(db: Db, subscriptionId: string, atIso: string): void {
  const sub = db
    .prepare(
      'SELECT user_id, catalog_product_id, status, next_billing_date FROM ecom_subscriptions WHERE id = ?',
    )
    .get(subscriptionId) as SubscriptionTerms | undefined
  if (sub) syncSubscriptionLicence(db, sub, atIso)
}
