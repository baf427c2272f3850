/**
 * Orders: written by every charge (plan change, retry, voucher) and read by `GET {me}/orders`.
 * Prices are before tax; a flat stand-in tax rate is added per item (decision 091).
 */
import type { Db } from '../core/db.ts'
import { errors, json } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { findCatalogEntry, toCatalogProduct } from './catalog.ts'
import { amount } from './common.ts'

export const taxRate = 0.1
export const orderStatuses = ['complete', 'pending_payment', 'cancel', 'fraud'] as const

/** Where the demo customers live; orders copy it, as a real order keeps the address it was placed with. */
const addresses: Record<number, readonly [string, string, string, string, string]> = {
  1001: ['1 Market Street', 'San Francisco', 'CA', '94105', 'US'],
  1002: ['22 Deansgate', 'Manchester', '', 'M3 1NH', 'GB'],
  1003: ['Torstraße 5', 'Berlin', '', '10119', 'DE'],
}

export interface OrderLine {
  readonly catalogProductId: number
  /** What this line charges before tax when not the catalogue price (a prorated change, a voucher). */
  readonly specialCents?: number
}

export interface OrderRow {
  id: number
  user_id: number
  status: string
  tax_cents: number
  total_cents: number
  created_at: string
  updated_at: string
}

/** Inserts an order, its items and its invoice; call inside the caller's transaction. */
export function createOrder(
  db: Db,
  at: string,
  userId: number,
  lines: ReadonlyArray<OrderLine>,
  status = 'complete',
) {
  const priced = lines.map((line) => {
    const base = findCatalogEntry(line.catalogProductId)!.priceCents
    const net = line.specialCents ?? base
    const tax = Math.round(net * taxRate)
    return { ...line, base, tax, total: net + tax }
  })
  const tax = priced.reduce((sum, l) => sum + l.tax, 0)
  const total = priced.reduce((sum, l) => sum + l.total, 0)
  const order = db
    .prepare(
      'INSERT INTO ecom_orders (user_id, status, tax_cents, total_cents, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(userId, status, tax, total, at, at)
  const orderId = Number(order.lastInsertRowid)
  for (const l of priced) {
    db.prepare(
      `INSERT INTO ecom_order_items (order_id, catalog_product_id, quantity, base_price_cents, special_price_cents,
        tax_rate, tax_cents, total_cents) VALUES (?, ?, 1, ?, ?, ?, ?, ?)`,
    ).run(orderId, l.catalogProductId, l.base, l.specialCents ?? null, taxRate, l.tax, l.total)
  }
  db.prepare('INSERT INTO ecom_invoices (order_id, created_at) VALUES (?, ?)').run(orderId, at)
  return { orderId, totalCents: total }
}

/** A settled payment for an order; call inside the caller's transaction. */
export function recordTransaction(
  db: Db,
  at: string,
  userId: number,
  orderId: number,
  token: string | null,
  cents: number,
) {
  const row = db
    .prepare(
      'INSERT INTO ecom_transactions (user_id, order_id, payment_method_token, amount_cents, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(userId, orderId, token, cents, at)
  return Number(row.lastInsertRowid)
}

interface ItemRow {
  id: number
  catalog_product_id: number
  quantity: number
  base_price_cents: number
  special_price_cents: number | null
  tax_rate: number
  tax_cents: number
  total_cents: number
}

export function toOrder(db: Db, row: OrderRow) {
  const user = db.prepare('SELECT first_name, last_name FROM users WHERE id = ?').get(row.user_id) as
    | { first_name: string; last_name: string }
    | undefined
  const [address_1, city, state, zip, country_code] = addresses[row.user_id] ?? ['', '', '', '', '']
  const items = db
    .prepare('SELECT * FROM ecom_order_items WHERE order_id = ? ORDER BY id')
    .all(row.id) as unknown as ItemRow[]
  const invoices = db.prepare('SELECT id FROM ecom_invoices WHERE order_id = ? ORDER BY id').all(row.id) as {
    id: number
  }[]
  return {
    id: row.id,
    user_id: row.user_id,
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    address_1,
    address_2: '',
    city,
    state,
    zip,
    country_code,
    status: row.status,
    items: items.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      base_price: amount(item.base_price_cents),
      special_price: item.special_price_cents === null ? null : amount(item.special_price_cents),
      tax_rate: item.tax_rate,
      tax_amount: amount(item.tax_cents),
      total_amount: amount(item.total_cents),
      catalog_product: toCatalogProduct(findCatalogEntry(item.catalog_product_id)!),
    })),
    total_amount: amount(row.total_cents),
    tax_amount: amount(row.tax_cents),
    invoices: invoices.map((invoice) => invoice.id),
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

export type Order = ReturnType<typeof toOrder>

export function registerOrders(router: Router, { db }: CoreContext): void {
  router.add('ecom', {
    method: 'GET',
    path: '{me}/orders',
    auth: 'bearer',
    handler: ({ userId, query }) => {
      const status = query.get('order_status') || undefined
      if (status !== undefined && !(orderStatuses as ReadonlyArray<string>).includes(status)) {
        throw errors.invalidParameters(`order_status must be one of ${orderStatuses.join(', ')}`)
      }
      const rows = db
        .prepare(
          'SELECT * FROM ecom_orders WHERE user_id = ? AND (? IS NULL OR status = ?) ORDER BY created_at DESC, id DESC',
        )
        .all(userId!, status ?? null, status ?? null) as unknown as OrderRow[]
      return json(200, { items: rows.map((row) => toOrder(db, row)) })
    },
  })
}
