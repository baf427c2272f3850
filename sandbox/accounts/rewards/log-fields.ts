/**
 * The referral log's §3 fields beside the code and the referee: who referred, and the voucher the
 * referral produced (voucher, product, voucher type and batch). The provider's client sends them; the
 * stand-in checks them and keeps them with the log entry (decision 234).
 */
import { optionalParam } from '../core/body.ts'
import type { Db } from '../core/db.ts'
import { errors } from '../core/http.ts'

export const logFieldsSchema = `
CREATE TABLE IF NOT EXISTS rewards_log_fields (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL COLLATE NOCASE,
  referee_user_id INTEGER NOT NULL,
  referrer_user_id INTEGER,
  voucher_id INTEGER,
  product_id INTEGER,
  voucher_type_id INTEGER,
  voucher_batch_id INTEGER,
  created_at TEXT NOT NULL
);
`

const names = ['referrer_user_id', 'voucher_id', 'product_id', 'voucher_type_id', 'voucher_batch_id'] as const
export type LogFields = Partial<Record<(typeof names)[number], number>>

/** The fields sent, as ids; 400/2012 for one that is not an id, 400/1004 for a referrer who does not own the code. */
export function readLogFields(body: Record<string, unknown>, codeOwner: number): LogFields {
  const out: LogFields = {}
  for (const name of names) {
    const raw = optionalParam(body, name)
    if (raw === undefined) continue
    const id = Number(raw)
    if (!Number.isSafeInteger(id) || id < 1) throw errors.invalidParameters(`${name} must be an id`)
    out[name] = id
  }
  if (out.referrer_user_id !== undefined && out.referrer_user_id !== codeOwner) {
    throw errors.invalidValue('referrer_user_id is not the owner of this referral code')
  }
  return out
}

/** Keeps the fields with the log entry when any was sent. */
export function recordLogFields(
  db: Db,
  code: string,
  refereeId: number,
  fields: LogFields,
  now: string,
): void {
  if (Object.keys(fields).length === 0) return
  db.prepare(
    `INSERT INTO rewards_log_fields (code, referee_user_id, referrer_user_id, voucher_id, product_id, voucher_type_id,
      voucher_batch_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    code,
    refereeId,
    fields.referrer_user_id ?? null,
    fields.voucher_id ?? null,
    fields.product_id ?? null,
    fields.voucher_type_id ?? null,
    fields.voucher_batch_id ?? null,
    now,
  )
}

/** Every logged set of fields for one referee of one code, oldest first. */
export const loggedFields = (db: Db, code: string, refereeId: number) =>
  db
    .prepare(
      `SELECT referrer_user_id, voucher_id, product_id, voucher_type_id, voucher_batch_id, created_at
        FROM rewards_log_fields WHERE code = ? AND referee_user_id = ? ORDER BY id`,
    )
    .all(code, refereeId)
