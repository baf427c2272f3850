/**
 * Plan changes: POST computes a pending change (prorated amount due now, next billing date, new price),
 * PUT confirms it. An immediate change charges now (one order, one transaction); a deferred one sets
 * the subscription's `changing_to`. Confirming runs in one transaction and a completed change answers
 * as it is, so a repeated or concurrent PUT never charges twice (decision 090).
 */
import { randomBytes } from 'node:crypto'
import { flag, requireParams } from '../core/body.ts'
import { type Db, transaction } from '../core/db.ts'
import { errors, json, notFound } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { findCatalogEntry, isPlan, planOf } from './catalog.ts'
import { addMonths, amount, daysBetween, isoDate, positiveInteger } from './common.ts'
import { syncSubscriptionLicenceById } from './licence-grants.ts'
import { createOrder, recordTransaction } from './orders.ts'
import { assertChargeable, findPaymentMethod } from './payment-methods.ts'
import { ownSubscription, type SubscriptionRow, toSubscription } from './subscriptions.ts'

interface PlanChangeRow {
  id: string
  user_id: number
  subscription_id: string
  from_product_id: number
  target_product_id: number
  immediate: number
  status: string
  amount_due_cents: number
  credit_left_cents: number
  next_billing_date: string
  order_id: number | null
  transaction_id: number | null
  created_at: string
  updated_at: string
}

/** Credit for the unused part of the current period, charged against the new plan's price. */
function prorate(sub: SubscriptionRow, targetCents: number, today: string) {
  const current = findCatalogEntry(sub.catalog_product_id)!
  const periodStart = addMonths(sub.next_billing_date, -current.months)
  const periodDays = Math.max(1, daysBetween(periodStart, sub.next_billing_date))
  const remaining = Math.min(periodDays, Math.max(0, daysBetween(today, sub.next_billing_date)))
  const credit = Math.round((current.priceCents * remaining) / periodDays)
  return { due: Math.max(0, targetCents - credit), left: Math.max(0, credit - targetCents) }
}

function toPlanChange(db: Db, row: PlanChangeRow, today: string) {
  const target = findCatalogEntry(row.target_product_id)!
  return {
    id: row.id,
    user_id: row.user_id,
    status: row.status,
    immediate: row.immediate === 1,
    current_subscription: toSubscription(ownSubscription(db, row.user_id, row.subscription_id), today),
    target_subscription: {
      plan: planOf(target),
      group: target.line.slug,
      next_billing_date: row.next_billing_date,
      next_billing_period_amount: amount(target.priceCents),
      actual_plan_price: amount(target.priceCents),
    },
    /** Stand-in extra: what confirming charges now, before tax. */
    amount_due: amount(row.amount_due_cents),
    order_id: row.order_id,
    transaction_id: row.transaction_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

export function registerPlanChanges(router: Router, { db, config }: CoreContext): void {
  const today = () => isoDate(config.now())
  const at = () => new Date(config.now()).toISOString()
  const findChange = (userId: number, subscriptionId: string, id: string) => {
    const row = db
      .prepare('SELECT * FROM ecom_plan_changes WHERE id = ? AND subscription_id = ? AND user_id = ?')
      .get(id, subscriptionId, userId) as unknown as PlanChangeRow | undefined
    if (!row) throw notFound()
    return row
  }

  router.add('ecom', {
    method: 'POST',
    path: '{me}/subscriptions/:id/planchanges',
    auth: 'bearer',
    handler: ({ userId, params, body }) => {
      const sub = ownSubscription(db, userId!, params.id!)
      const targetId = positiveInteger(
        requireParams(body, ['catalog_product_id']).catalog_product_id,
        'catalog_product_id',
      )
      const target = findCatalogEntry(targetId)
      if (!target) throw errors.invalidValue(`Unknown catalog product: ${targetId}`)
      const current = findCatalogEntry(sub.catalog_product_id)!
      if (sub.status !== 'Active')
        throw errors.invalidParameters(`A ${sub.status} subscription cannot change plan`)
      if (!isPlan(target) || target.line !== current.line || target.id === current.id) {
        throw errors.invalidParameters(
          `Catalog product ${targetId} is not another plan of the ${current.line.slug} group`,
        )
      }
      const immediate = flag(body, 'immediate')
      const { due, left } = immediate ? prorate(sub, target.priceCents, today()) : { due: 0, left: 0 }
      const next = immediate ? addMonths(today(), target.months) : sub.next_billing_date
      const id = `pc_${randomBytes(9).toString('base64url')}`
      transaction(db, () => {
        // Only the latest request can be confirmed.
        db.prepare(
          "UPDATE ecom_plan_changes SET status = 'invalid', updated_at = ? WHERE subscription_id = ? AND status = 'pending'",
        ).run(at(), sub.id)
        db.prepare(
          `INSERT INTO ecom_plan_changes (id, user_id, subscription_id, from_product_id, target_product_id, immediate, status,
            amount_due_cents, credit_left_cents, next_billing_date, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
        ).run(id, userId!, sub.id, current.id, target.id, immediate ? 1 : 0, due, left, next, at(), at())
      })
      return json(201, toPlanChange(db, findChange(userId!, sub.id, id), today()))
    },
  })

  router.add('ecom', {
    method: 'PUT',
    path: '{me}/subscriptions/:id/planchanges/:changeId',
    auth: 'bearer',
    handler: ({ userId, params }) => {
      const change = transaction(db, () => {
        const row = findChange(userId!, params.id!, params.changeId!)
        if (row.status === 'complete') return row
        if (row.status === 'invalid')
          throw errors.invalidParameters('This plan change is no longer valid; request a new one')
        const sub = ownSubscription(db, userId!, row.subscription_id)
        if (sub.status !== 'Active' || sub.catalog_product_id !== row.from_product_id) {
          throw errors.invalidParameters('The subscription changed since this plan change was requested')
        }
        let orderId: number | null = null
        let transactionId: number | null = null
        if (row.immediate) {
          const token = sub.payment_method_token ?? ''
          assertChargeable(findPaymentMethod(db, userId!, token), today(), token)
          const order = createOrder(db, at(), userId!, [
            { catalogProductId: row.target_product_id, specialCents: row.amount_due_cents },
          ])
          orderId = order.orderId
          transactionId = recordTransaction(db, at(), userId!, order.orderId, token, order.totalCents)
          db.prepare(
            `UPDATE ecom_subscriptions SET catalog_product_id = ?, changing_to = NULL, next_billing_date = ?,
              remaining_credit_cents = ?, current_billing_cycle = current_billing_cycle + 1, updated_at = ? WHERE id = ?`,
          ).run(row.target_product_id, row.next_billing_date, row.credit_left_cents, at(), sub.id)
          syncSubscriptionLicenceById(db, sub.id, at())
        } else {
          db.prepare('UPDATE ecom_subscriptions SET changing_to = ?, updated_at = ? WHERE id = ?').run(
            row.target_product_id,
            at(),
            sub.id,
          )
        }
        db.prepare(
          "UPDATE ecom_plan_changes SET status = 'complete', order_id = ?, transaction_id = ?, updated_at = ? WHERE id = ?",
        ).run(orderId, transactionId, at(), row.id)
        return findChange(userId!, params.id!, params.changeId!)
      })
      return json(200, toPlanChange(db, change, today()))
    },
  })
}
