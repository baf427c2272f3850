/**
 * `{me}/paymentmethods`: a method is added from a single-use nonce of the hosted card form (gateway.ts),
 * so card numbers never reach the site. The declining test card is accepted here and fails when
 * charged (decision 092), which is how a subscription ends up Past Due.
 */
import { randomBytes } from 'node:crypto'
import { optionalParam, requireParams } from '../core/body.ts'
import { type Db, transaction } from '../core/db.ts'
import { errors, json, noContent, notFound } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { ecomErrors, isExpired, isoDate } from './common.ts'
import { spendNonce } from './nonces.ts'

export interface PaymentMethodRow {
  id: number
  token: string
  user_id: number
  card_type: string
  masked_number: string
  expiration_month: number
  expiration_year: number
  declines: number
  billing_address_id: string | null
  created_at: string
  updated_at: string
}

export const findPaymentMethod = (db: Db, userId: number, token: string) =>
  db
    .prepare('SELECT * FROM ecom_payment_methods WHERE token = ? AND user_id = ? AND deleted_at IS NULL')
    .get(token, userId) as unknown as PaymentMethodRow | undefined

/** 400/1004 for an unknown (or removed) method, 400/2012 for an expired one. */
export function assertUsable(
  method: PaymentMethodRow | undefined,
  today: string,
  token: string,
): PaymentMethodRow {
  if (!method) throw ecomErrors.paymentMethodUnknown(token)
  if (isExpired(method.expiration_month, method.expiration_year, today))
    throw ecomErrors.paymentMethodExpired()
  return method
}

/** Fails with the catalogue error a charge on this method would get: unknown, expired, or declined. */
export function assertChargeable(method: PaymentMethodRow | undefined, today: string, token: string): void {
  if (assertUsable(method, today, token).declines) throw ecomErrors.paymentDeclined()
}

export const toPaymentMethod = (row: PaymentMethodRow, today: string) => ({
  id: row.id,
  token: row.token,
  user_id: row.user_id,
  type: 'CreditCard',
  card_type: row.card_type,
  masked_number: row.masked_number,
  expiration_month: String(row.expiration_month).padStart(2, '0'),
  expiration_year: String(row.expiration_year),
  expired: isExpired(row.expiration_month, row.expiration_year, today),
  email: null,
  image_url: null,
  billing_address_id: row.billing_address_id,
  created_at: row.created_at,
  updated_at: row.updated_at,
})

export const newPaymentMethodToken = () => `pm_${randomBytes(9).toString('base64url')}`

export function registerPaymentMethods(router: Router, { db, config, nowSeconds }: CoreContext): void {
  const today = () => isoDate(config.now())
  const at = () => new Date(config.now()).toISOString()
  const owned = (userId: number, token: string) => {
    const row = findPaymentMethod(db, userId, token)
    if (!row) throw notFound()
    return row
  }

  router.add('ecom', {
    method: 'GET',
    path: '{me}/paymentmethods',
    auth: 'bearer',
    handler: ({ userId }) => {
      const rows = db
        .prepare('SELECT * FROM ecom_payment_methods WHERE user_id = ? AND deleted_at IS NULL ORDER BY id')
        .all(userId!) as unknown as PaymentMethodRow[]
      return json(200, { items: rows.map((row) => toPaymentMethod(row, today())) })
    },
  })

  router.add('ecom', {
    method: 'POST',
    path: '{me}/paymentmethods',
    auth: 'bearer',
    handler: ({ userId, body }) => {
      const { nonce } = requireParams(body, ['nonce'])
      const billingAddressId = optionalParam(body, 'billing_address_id') ?? null
      optionalParam(body, 'device_data')
      const row = transaction(db, () => {
        const found = spendNonce(db, userId!, nonce, nowSeconds())
        const token = newPaymentMethodToken()
        db.prepare(
          `INSERT INTO ecom_payment_methods (token, user_id, card_type, masked_number, expiration_month, expiration_year,
            declines, billing_address_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          token,
          userId!,
          found.card_type,
          found.masked_number,
          found.expiration_month,
          found.expiration_year,
          found.declines,
          billingAddressId,
          at(),
          at(),
        )
        return owned(userId!, token)
      })
      return json(201, toPaymentMethod(row, today()))
    },
  })

  router.add('ecom', {
    method: 'PUT',
    path: '{me}/paymentmethods/:token',
    auth: 'bearer',
    handler: ({ userId, params, body }) => {
      const row = owned(userId!, params.token!)
      // §3's fields, as the provider's client sends them (decision 248).
      const names = ['nonce', 'billing_address_id'] as const
      if (names.every((name) => body[name] === undefined || body[name] === null))
        throw errors.missingParameters([...names])
      optionalParam(body, 'device_data')
      const nonce = optionalParam(body, 'nonce')
      const address =
        body.billing_address_id === undefined
          ? row.billing_address_id
          : (optionalParam(body, 'billing_address_id') ?? null)
      transaction(db, () => {
        // A new card replaces the one behind the same token, so whatever pays with it keeps doing so.
        const card = nonce ? spendNonce(db, userId!, nonce, nowSeconds()) : row
        db.prepare(
          `UPDATE ecom_payment_methods SET card_type = ?, masked_number = ?, expiration_month = ?, expiration_year = ?,
            declines = ?, billing_address_id = ?, updated_at = ? WHERE id = ?`,
        ).run(
          card.card_type,
          card.masked_number,
          card.expiration_month,
          card.expiration_year,
          card.declines,
          address,
          at(),
          row.id,
        )
      })
      return json(200, toPaymentMethod(owned(userId!, row.token), today()))
    },
  })

  router.add('ecom', {
    method: 'DELETE',
    path: '{me}/paymentmethods/:token',
    auth: 'bearer',
    handler: ({ userId, params }) => {
      const row = owned(userId!, params.token!)
      // A subscription that still renews must keep a way to pay (decision 092).
      const user = db
        .prepare(
          "SELECT id FROM ecom_subscriptions WHERE payment_method_token = ? AND status NOT IN ('Canceled', 'Expired')",
        )
        .get(row.token) as { id: string } | undefined
      if (user) throw ecomErrors.paymentMethodInUse(user.id)
      db.prepare('UPDATE ecom_payment_methods SET deleted_at = ? WHERE id = ?').run(at(), row.id)
      return noContent()
    },
  })
}
