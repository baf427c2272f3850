/**
 * Demo data (docs/accounts-sandbox-ecom.md): ana pays a studio monthly plan and has past orders; ben's
 * sample annual plan is Past Due on a card that declines; cleo has no subscription but two vouchers.
 * Dates are relative to the first start. Seeded once per data directory (a flag in `meta`), so what a
 * customer did since (a plan change, a redeemed voucher) survives a restart.
 */
import { transaction } from '../core/db.ts'
import type { CoreContext } from '../core/module.ts'
import { addMonths, isoDate } from './common.ts'
import { createOrder, recordTransaction } from './orders.ts'

const day = 86_400_000

export const seededVoucherCodes = {
  cleoRedeemable: 'CLEO-HEXFX-GIFT',
  cleoExpired: 'CLEO-SAMPLE-2023',
  studioDiscount: 'STUDIO-SAVE-2',
  sampleGift: 'PULSE-SAMPLE-GIFT',
} as const

export function seedEcom({ db, config }: CoreContext): Promise<void> {
  const now = config.now()
  const stamp = (offsetDays: number) => new Date(now + offsetDays * day).toISOString()
  const year = new Date(now).getUTCFullYear()
  transaction(db, () => {
    const fresh = db
      .prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('ecom_seeded', ?)")
      .run(stamp(0))
    if (fresh.changes === 0) return
    const card = db.prepare(
      `INSERT INTO ecom_payment_methods (token, user_id, card_type, masked_number, expiration_month, expiration_year,
        declines, billing_address_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    card.run(
      'pm_ana_visa',
      1001,
      'Visa',
      '411111******1111',
      12,
      year + 3,
      0,
      'addr_ana_home',
      stamp(-400),
      stamp(-400),
    )
    card.run(
      'pm_ana_mastercard',
      1001,
      'MasterCard',
      '555555******4444',
      8,
      year + 2,
      0,
      'addr_ana_home',
      stamp(-90),
      stamp(-90),
    )
    card.run(
      'pm_ben_visa',
      1002,
      'Visa',
      '400000******0002',
      11,
      year + 2,
      1,
      'addr_ben_home',
      stamp(-380),
      stamp(-380),
    )

    const anaNext = isoDate(now + 12 * day)
    const benNext = isoDate(now - 3 * day)
    const sub = db.prepare(
      `INSERT INTO ecom_subscriptions (id, user_id, catalog_product_id, status, first_billing_date, next_billing_date,
        current_billing_cycle, payment_method_token, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    sub.run(
      'sub_ana_studio',
      1001,
      1011,
      'Active',
      addMonths(anaNext, -6),
      anaNext,
      6,
      'pm_ana_visa',
      stamp(-170),
      stamp(-18),
    )
    sub.run(
      'sub_ben_sample',
      1002,
      1022,
      'Past Due',
      addMonths(benNext, -12),
      benNext,
      1,
      'pm_ben_visa',
      stamp(-368),
      stamp(-3),
    )

    const paid = (at: string, catalogProductId: number, status = 'complete') => {
      const { orderId, totalCents } = createOrder(db, at, 1001, [{ catalogProductId }], status)
      if (status === 'complete') recordTransaction(db, at, 1001, orderId, 'pm_ana_visa', totalCents)
    }
    paid(stamp(-200), 1023)
    paid(stamp(-40), 1033, 'cancel')
    paid(stamp(-18), 1011)

    const voucher = db.prepare(
      `INSERT INTO ecom_vouchers (id, user_id, type, title, description, redeems_to, expires_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const product = (id: number) => JSON.stringify({ product_type: { id } })
    voucher.run(
      seededVoucherCodes.cleoRedeemable,
      1003,
      'product',
      'Hex FX, on us',
      'A lifetime Hex FX licence',
      product(3),
      stamp(90),
      stamp(-10),
    )
    voucher.run(
      seededVoucherCodes.cleoExpired,
      1003,
      'product',
      'Sample, on us',
      'A lifetime Sample licence',
      product(2),
      stamp(-30),
      stamp(-400),
    )
    voucher.run(
      seededVoucherCodes.studioDiscount,
      null,
      'subscription_discount',
      '$2 off Studio',
      '$2 off three Studio billing periods',
      JSON.stringify({ subscription_discount: { group: 'studio', amount: 2, number_of_billing_cycles: 3 } }),
      stamp(365),
      stamp(-5),
    )
    voucher.run(
      seededVoucherCodes.sampleGift,
      null,
      'product',
      'Sample gift',
      'A lifetime Sample licence',
      product(2),
      stamp(365),
      stamp(-5),
    )
  })
  return Promise.resolve()
}
