/**
 * `GET /__sandbox/ecom/records` (loopback only, like identity's outbox): how many orders, transactions
 * and redemptions each customer has, so end-to-end tests can prove a double submit made exactly one.
 */
import { json } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'

export function registerInspection(router: Router, { db }: CoreContext): void {
  router.add('__sandbox', {
    method: 'GET',
    path: '/ecom/records',
    auth: 'none',
    handler: ({ query }) => {
      const only = query.get('user_id')
      const rows = db
        .prepare(
          `SELECT u.id AS user_id,
             (SELECT COUNT(*) FROM ecom_orders WHERE user_id = u.id) AS orders,
             (SELECT COUNT(*) FROM ecom_transactions WHERE user_id = u.id) AS transactions,
             (SELECT COUNT(*) FROM ecom_redemptions WHERE user_id = u.id) AS redemptions,
             (SELECT COUNT(*) FROM ecom_payment_methods WHERE user_id = u.id AND deleted_at IS NULL) AS payment_methods
           FROM users u WHERE ? IS NULL OR u.id = ? ORDER BY u.id`,
        )
        .all(only, only)
      return json(200, { items: rows })
    },
  })
}
