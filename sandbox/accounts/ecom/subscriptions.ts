/**
 * `{me}/subscriptions`: list, change (payment method, number of billing cycles), cancel, and retry the
 * failed charge of a Past Due subscription. Renewals over time are not simulated (decision 090).
 */
import { type Db, transaction } from '../core/db.ts'
import { errors, json, notFound } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { type CatalogEntry, findCatalogEntry, planOf } from './catalog.ts'
import { addMonths, amount, daysBetween, isoDate, positiveInteger } from './common.ts'
import { syncSubscriptionLicenceById } from './licence-grants.ts'
import { createOrder, recordTransaction } from './orders.ts'
import { assertChargeable, assertUsable, findPaymentMethod } from './payment-methods.ts'

export interface SubscriptionRow {
  id: string
  user_id: number
  catalog_product_id: number
  status: string
  first_billing_date: string
  next_billing_date: string
  current_billing_cycle: number
  number_of_billing_cycle: number | null
  payment_method_token: string | null
  changing_to: number | null
  remaining_credit_cents: number
  discounts: string
  created_at: string
  updated_at: string
}

interface Discount {
  name: string
  amount: number
  current_billing_cycle: number
  number_of_billing_cycles: number
  source: string
}

export const discountsOf = (row: SubscriptionRow): Discount[] => JSON.parse(row.discounts) as Discount[]

/** What the next period costs: the plan it renews into, less discounts and credit. */
export function nextPeriodCents(row: SubscriptionRow): number {
  const plan = findCatalogEntry(row.changing_to ?? row.catalog_product_id)!
  const discount = discountsOf(row).reduce((sum, d) => sum + Math.round(d.amount * 100), 0)
  return Math.max(0, plan.priceCents - discount - row.remaining_credit_cents)
}

export function toSubscription(row: SubscriptionRow, today: string) {
  const plan: CatalogEntry = findCatalogEntry(row.catalog_product_id)!
  const target = row.changing_to === null ? undefined : findCatalogEntry(row.changing_to)
  return {
    id: row.id,
    user_id: row.user_id,
    product_id: plan.line.productTypeId,
    status: row.status,
    group: plan.line.slug,
    plan: planOf(plan),
    price: amount(plan.priceCents),
    next_billing_date: row.next_billing_date,
    first_billing_date: row.first_billing_date,
    current_billing_cycle: row.current_billing_cycle,
    number_of_billing_cycle: row.number_of_billing_cycle,
    next_billing_period_amount: amount(nextPeriodCents(row)),
    payment_method_token: row.payment_method_token,
    discounts: discountsOf(row),
    remaining_days: Math.max(0, daysBetween(today, row.next_billing_date)),
    changing_to: target ? planOf(target) : null,
    remaining_credit: amount(row.remaining_credit_cents),
  }
}

/** The caller's subscription, or 404 (another customer's subscription is not theirs to see). */
export function ownSubscription(db: Db, userId: number, id: string): SubscriptionRow {
  const row = db
    .prepare('SELECT * FROM ecom_subscriptions WHERE id = ? AND user_id = ?')
    .get(id, userId) as unknown as SubscriptionRow | undefined
  if (!row) throw notFound()
  return row
}

export function registerSubscriptions(router: Router, { db, config }: CoreContext): void {
  const today = () => isoDate(config.now())
  const at = () => new Date(config.now()).toISOString()
  const answer = (userId: number, id: string) =>
    json(200, toSubscription(ownSubscription(db, userId, id), today()))

  router.add('ecom', {
    method: 'GET',
    path: '{me}/subscriptions',
    auth: 'bearer',
    handler: ({ userId }) => {
      const rows = db
        .prepare('SELECT * FROM ecom_subscriptions WHERE user_id = ? ORDER BY created_at')
        .all(userId!) as unknown as SubscriptionRow[]
      return json(200, { items: rows.map((row) => toSubscription(row, today())) })
    },
  })

  router.add('ecom', {
    method: 'PUT',
    path: '{me}/subscriptions/:id',
    auth: 'bearer',
    handler: ({ userId, params, body }) => {
      const row = ownSubscription(db, userId!, params.id!)
      const names = ['payment_method_token', 'number_of_billing_cycle'] as const
      if (names.every((name) => body[name] === undefined)) throw errors.missingParameters(names)
      let token = row.payment_method_token
      if (body.payment_method_token !== undefined) {
        token = String(body.payment_method_token)
        // A declining card may be chosen (it fails when charged, decision 092); an expired one may not.
        assertUsable(findPaymentMethod(db, userId!, token), today(), token)
      }
      let cycles = row.number_of_billing_cycle
      if (body.number_of_billing_cycle !== undefined) {
        cycles =
          body.number_of_billing_cycle === null
            ? null
            : positiveInteger(body.number_of_billing_cycle, 'number_of_billing_cycle')
        if (cycles !== null && cycles < row.current_billing_cycle) {
          throw errors.invalidParameters('number_of_billing_cycle cannot be less than current_billing_cycle')
        }
      }
      db.prepare(
        'UPDATE ecom_subscriptions SET payment_method_token = ?, number_of_billing_cycle = ?, updated_at = ? WHERE id = ?',
      ).run(token, cycles, at(), row.id)
      return answer(userId!, row.id)
    },
  })

  router.add('ecom', {
    method: 'DELETE',
    path: '{me}/subscriptions/:id',
    auth: 'bearer',
    handler: ({ userId, params }) => {
      const row = ownSubscription(db, userId!, params.id!)
      // Canceling keeps access until the paid period ends; a pending plan change dies with it.
      if (row.status !== 'Canceled') {
        db.prepare(
          "UPDATE ecom_subscriptions SET status = 'Canceled', changing_to = NULL, updated_at = ? WHERE id = ?",
        ).run(at(), row.id)
        db.prepare(
          "UPDATE ecom_plan_changes SET status = 'invalid', updated_at = ? WHERE subscription_id = ? AND status = 'pending'",
        ).run(at(), row.id)
        syncSubscriptionLicenceById(db, row.id, at())
      }
      return answer(userId!, row.id)
    },
  })

  router.add('ecom', {
    method: 'POST',
    path: '{me}/subscriptions/:id/retrycharge',
    auth: 'bearer',
    handler: ({ userId, params }) => {
      transaction(db, () => {
        const row = ownSubscription(db, userId!, params.id!)
        if (row.status !== 'Past Due')
          throw errors.invalidParameters(
            `Only a Past Due subscription can be charged again (this one is ${row.status})`,
          )
        const token = row.payment_method_token ?? ''
        assertChargeable(findPaymentMethod(db, userId!, token), today(), token)
        const due = nextPeriodCents(row)
        const { orderId, totalCents } = createOrder(db, at(), userId!, [
          { catalogProductId: row.changing_to ?? row.catalog_product_id, specialCents: due },
        ])
        recordTransaction(db, at(), userId!, orderId, token, totalCents)
        const plan = findCatalogEntry(row.changing_to ?? row.catalog_product_id)!
        db.prepare(
          `UPDATE ecom_subscriptions SET status = 'Active', catalog_product_id = ?, changing_to = NULL, remaining_credit_cents = 0,
            current_billing_cycle = current_billing_cycle + 1, next_billing_date = ?, updated_at = ? WHERE id = ?`,
        ).run(plan.id, addMonths(today(), plan.months), at(), row.id)
        syncSubscriptionLicenceById(db, row.id, at())
      })
      return answer(userId!, params.id!)
    },
  })
}
