/**
 * Single-use card nonces from the hosted card form (gateway.ts): adding a payment method and replacing
 * the card behind one both spend a nonce, with the same refusals.
 */
import type { Db } from '../core/db.ts'
import { errors } from '../core/http.ts'

export interface NonceCard {
  readonly card_type: string
  readonly masked_number: string
  readonly expiration_month: number
  readonly expiration_year: number
  readonly declines: number
}

/**
 * The card a nonce stands for, marking the nonce used; 400/2012 when unknown, used or expired.
 * Call it inside the transaction that stores the card, so a failed store leaves the nonce unspent.
 */
export function spendNonce(db: Db, userId: number, nonce: string, nowSeconds: number): NonceCard {
  {
    const found = db
      .prepare('SELECT * FROM ecom_nonces WHERE nonce = ? AND user_id = ?')
      .get(nonce, userId) as (NonceCard & { expires_at: number; used_at: number | null }) | undefined
    if (!found) throw errors.invalidParameters('Unknown payment method nonce')
    if (found.used_at !== null)
      throw errors.invalidParameters('The payment method nonce has already been used')
    if (found.expires_at <= nowSeconds) throw errors.invalidParameters('The payment method nonce has expired')
    db.prepare('UPDATE ecom_nonces SET used_at = ? WHERE nonce = ?').run(nowSeconds, nonce)
    return found
  }
}
