/**
 * `{me}/vouchers`: list, assign a code (POST {voucher_id}), redeem (PUT). A product voucher redeems into
 * a free order for the lifetime licence; a discount voucher adds a discount to the customer's
 * subscription of its group. Redemption is one transaction and voucher_id is UNIQUE among redemptions,
 * so a second (or concurrent) PUT answers 409 and never makes a second order.
 */
import { requireParams } from '../core/body.ts'
import { type Db, transaction } from '../core/db.ts'
import { json, notFound } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { catalog } from './catalog.ts'
import { ecomErrors } from './common.ts'
import { grantPurchase } from './licence-grants.ts'
import { createOrder } from './orders.ts'
import { discountsOf, type SubscriptionRow } from './subscriptions.ts'

export interface VoucherRow {
  id: string
  user_id: number | null
  type: string
  title: string
  description: string
  redeems_to: string
  expires_at: string | null
  redeemed_at: string | null
  redeemed_by_user_id: number | null
  created_at: string
}

interface RedeemsTo {
  product_type?: { id: number }
  subscription_discount?: { group: string; amount: number; number_of_billing_cycles: number }
}

const findVoucher = (db: Db, id: string) =>
  db.prepare('SELECT * FROM ecom_vouchers WHERE id = ?').get(id) as unknown as VoucherRow | undefined

/** The subscription a discount voucher would apply to; undefined when it does not apply. */
function discountTarget(db: Db, userId: number, redeemsTo: RedeemsTo): SubscriptionRow | undefined {
  const group = redeemsTo.subscription_discount?.group
  const ids = catalog.filter((e) => e.line.slug === group && e.months > 0).map((e) => e.id)
  const rows = db
    .prepare("SELECT * FROM ecom_subscriptions WHERE user_id = ? AND status NOT IN ('Canceled', 'Expired')")
    .all(userId) as unknown as SubscriptionRow[]
  return rows.find((row) => ids.includes(row.catalog_product_id))
}

/** Why this customer cannot redeem the voucher now, or undefined when they can. */
function refusal(db: Db, row: VoucherRow, userId: number, nowIso: string): Error | undefined {
  if (row.user_id !== userId) return ecomErrors.voucherNotRedeemable('it is not assigned to this customer')
  if (row.redeemed_at !== null) return ecomErrors.voucherRedeemed()
  if (row.expires_at !== null && row.expires_at <= nowIso) return ecomErrors.voucherExpired()
  const redeemsTo = JSON.parse(row.redeems_to) as RedeemsTo
  if (redeemsTo.subscription_discount && !discountTarget(db, userId, redeemsTo)) {
    return ecomErrors.voucherNotRedeemable(
      `it needs an active ${redeemsTo.subscription_discount.group} subscription`,
    )
  }
  return undefined
}

const toVoucher = (db: Db, row: VoucherRow, nowIso: string) => ({
  id: row.id,
  user_id: row.user_id,
  voucher_type: { name: row.id, title: row.title, description: row.description, type: row.type },
  is_redeemable: row.user_id !== null && refusal(db, row, row.user_id, nowIso) === undefined,
  redeemed_at: row.redeemed_at,
  redeemed_by_user_id: row.redeemed_by_user_id,
  expires_at: row.expires_at,
  redeems_to: JSON.parse(row.redeems_to) as RedeemsTo,
  created_at: row.created_at,
})

export function registerVouchers(router: Router, { db, config }: CoreContext): void {
  const at = () => new Date(config.now()).toISOString()

  router.add('ecom', {
    method: 'GET',
    path: '{me}/vouchers',
    auth: 'bearer',
    handler: ({ userId }) => {
      const rows = db
        .prepare('SELECT * FROM ecom_vouchers WHERE user_id = ? ORDER BY created_at, id')
        .all(userId!) as unknown as VoucherRow[]
      return json(200, { items: rows.map((row) => toVoucher(db, row, at())) })
    },
  })

  router.add('ecom', {
    method: 'POST',
    path: '{me}/vouchers',
    auth: 'bearer',
    handler: ({ userId, body }) => {
      const { voucher_id: id } = requireParams(body, ['voucher_id'])
      const assigned = transaction(db, () => {
        const row = findVoucher(db, id.trim())
        if (!row) throw ecomErrors.voucherUnknown(id)
        if (row.user_id === userId) return false
        if (row.user_id !== null) throw ecomErrors.voucherNotRedeemable('it belongs to another customer')
        if (row.expires_at !== null && row.expires_at <= at()) throw ecomErrors.voucherExpired()
        db.prepare('UPDATE ecom_vouchers SET user_id = ? WHERE id = ?').run(userId!, row.id)
        return true
      })
      return json(assigned ? 201 : 200, toVoucher(db, findVoucher(db, id.trim())!, at()))
    },
  })

  router.add('ecom', {
    method: 'PUT',
    path: '{me}/vouchers/:id',
    auth: 'bearer',
    handler: ({ userId, params }) => {
      transaction(db, () => {
        const row = findVoucher(db, params.id!)
        if (!row) throw notFound()
        const refused = refusal(db, row, userId!, at())
        if (refused) throw refused
        const redeemsTo = JSON.parse(row.redeems_to) as RedeemsTo
        let orderId: number | null = null
        if (redeemsTo.product_type) {
          const lifetime = catalog.find(
            (e) => e.line.productTypeId === redeemsTo.product_type!.id && e.offer === 'lifetime',
          )!
          orderId = createOrder(db, at(), userId!, [
            { catalogProductId: lifetime.id, specialCents: 0 },
          ]).orderId
          grantPurchase(db, userId!, lifetime.id, at())
        }
        const discount = redeemsTo.subscription_discount
        const sub = discount && discountTarget(db, userId!, redeemsTo)
        if (discount && sub) {
          const discounts = [
            ...discountsOf(sub),
            {
              name: row.title,
              amount: discount.amount,
              current_billing_cycle: 0,
              number_of_billing_cycles: discount.number_of_billing_cycles,
              source: `voucher:${row.id}`,
            },
          ]
          db.prepare('UPDATE ecom_subscriptions SET discounts = ?, updated_at = ? WHERE id = ?').run(
            JSON.stringify(discounts),
            at(),
            sub.id,
          )
        }
        db.prepare(
          'INSERT INTO ecom_redemptions (voucher_id, user_id, order_id, redeemed_at) VALUES (?, ?, ?, ?)',
        ).run(row.id, userId!, orderId, at())
        db.prepare('UPDATE ecom_vouchers SET redeemed_at = ?, redeemed_by_user_id = ? WHERE id = ?').run(
          at(),
          userId!,
          row.id,
        )
      })
      return json(200, toVoucher(db, findVoucher(db, params.id!)!, at()))
    },
  })
}
