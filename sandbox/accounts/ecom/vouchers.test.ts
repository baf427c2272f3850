import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestAccounts, type TestAccounts } from '../test-support.ts'
import { seededVoucherCodes as codes } from './seed.ts'
import { as, type Caller, expectError, records } from './test-helpers.ts'

let accounts: TestAccounts
let cleo: Caller
beforeEach(async () => {
  accounts = await startTestAccounts()
  cleo = await as(accounts.url, 'cleo')
})
afterEach(() => accounts.close())

describe('GET {me}/vouchers', () => {
  it('shows cleo a redeemable voucher and an expired one', async () => {
    const items = (await cleo('GET', '/api/v1/me/vouchers')).body.items
    const byId = Object.fromEntries(items.map((v: { id: string }) => [v.id, v]))
    expect(byId[codes.cleoRedeemable]).toMatchObject({
      user_id: 1003,
      is_redeemable: true,
      redeemed_at: null,
      redeems_to: { product_type: { id: 3 } },
    })
    expect(byId[codes.cleoExpired]).toMatchObject({ is_redeemable: false })
    expect(byId[codes.cleoRedeemable].voucher_type).toMatchObject({ title: 'Hex FX, on us', type: 'product' })
  })
})

describe('PUT {me}/vouchers/{id}', () => {
  it('redeems once into one free order; a second PUT answers 409', async () => {
    const path = `/api/v1/me/vouchers/${codes.cleoRedeemable}`
    const redeemed = await cleo('PUT', path)
    expect(redeemed.status).toBe(200)
    expect(redeemed.body).toMatchObject({
      redeemed_by_user_id: 1003,
      is_redeemable: false,
      redeemed_at: expect.any(String),
    })
    expect(expectError(await cleo('PUT', path))).toEqual([409, 1010, '1010'])
    expect(await records(accounts.url, 1003)).toMatchObject({ orders: 1, redemptions: 1, transactions: 0 })
    const order = (await cleo('GET', '/api/v1/me/orders')).body.items[0]
    expect(order.items[0]).toMatchObject({
      special_price: 0,
      catalog_product: { name: 'Hex FX lifetime licence' },
    })
    expect(order.total_amount).toBe(0)
  })

  it('concurrent redeems make exactly one redemption', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => cleo('PUT', `/api/v1/me/vouchers/${codes.cleoRedeemable}`)),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(7)
    expect(await records(accounts.url, 1003)).toMatchObject({ orders: 1, redemptions: 1 })
  })

  it('refuses an expired voucher, someone else’s voucher, and an unknown one', async () => {
    const expired = await cleo('PUT', `/api/v1/me/vouchers/${codes.cleoExpired}`)
    expect(expectError(expired)).toEqual([400, 2012, '2012'])
    expect(expired.body.error).toMatch(/expired/)
    const ana = await as(accounts.url, 'ana')
    const foreign = await ana('PUT', `/api/v1/me/vouchers/${codes.cleoRedeemable}`)
    expect(expectError(foreign)).toEqual([400, 1004, '1004'])
    expect((await cleo('PUT', '/api/v1/me/vouchers/NO-SUCH-CODE')).status).toBe(404)
    expect(await records(accounts.url, 1003)).toMatchObject({ redemptions: 0 })
  })
})

describe('POST {me}/vouchers', () => {
  it('assigns an entered code, which then redeems', async () => {
    const assigned = await cleo('POST', '/api/v1/me/vouchers', { json: { voucher_id: codes.sampleGift } })
    expect(assigned.status).toBe(201)
    expect(assigned.body).toMatchObject({ user_id: 1003, is_redeemable: true })
    expect(
      (await cleo('POST', '/api/v1/me/vouchers', { json: { voucher_id: codes.sampleGift } })).status,
    ).toBe(200)
    expect((await cleo('PUT', `/api/v1/me/vouchers/${codes.sampleGift}`)).status).toBe(200)
    const ana = await as(accounts.url, 'ana')
    expect(
      expectError(await ana('POST', '/api/v1/me/vouchers', { json: { voucher_id: codes.sampleGift } })),
    ).toEqual([400, 1004, '1004'])
  })

  it('refuses unknown and expired codes, and a missing voucher_id', async () => {
    expect(expectError(await cleo('POST', '/api/v1/me/vouchers', { json: { voucher_id: 'NOPE' } }))).toEqual([
      400,
      1004,
      '1004',
    ])
    expect(expectError(await cleo('POST', '/api/v1/me/vouchers', { json: {} }))).toEqual([400, 2013, '2013'])
    accounts.advance(366 * 86_400)
    const later = await as(accounts.url, 'cleo')
    expect(
      expectError(await later('POST', '/api/v1/me/vouchers', { json: { voucher_id: codes.studioDiscount } })),
    ).toEqual([400, 2012, '2012'])
  })

  it('a discount voucher applies to a studio subscription and is not redeemable without one', async () => {
    await cleo('POST', '/api/v1/me/vouchers', { json: { voucher_id: codes.studioDiscount } })
    const refused = await cleo('PUT', `/api/v1/me/vouchers/${codes.studioDiscount}`)
    expect(expectError(refused)).toEqual([400, 1004, '1004'])
    expect(refused.body.error).toMatch(/studio subscription/)
    expect(
      (await cleo('GET', '/api/v1/me/vouchers')).body.items.find(
        (v: { id: string }) => v.id === codes.studioDiscount,
      ).is_redeemable,
    ).toBe(false)
  })

  it('ana redeems the studio discount into her subscription', async () => {
    const ana = await as(accounts.url, 'ana')
    await ana('POST', '/api/v1/me/vouchers', { json: { voucher_id: codes.studioDiscount } })
    expect((await ana('PUT', `/api/v1/me/vouchers/${codes.studioDiscount}`)).status).toBe(200)
    const sub = (await ana('GET', '/api/v1/me/subscriptions')).body.items[0]
    expect(sub.discounts).toEqual([
      expect.objectContaining({
        amount: 2,
        number_of_billing_cycles: 3,
        source: `voucher:${codes.studioDiscount}`,
      }),
    ])
    expect(sub.next_billing_period_amount).toBe(7.99)
  })
})

describe('GET {me}/recommendations', () => {
  it('offers what each customer does not own, filtered by app and category', async () => {
    const ana = await as(accounts.url, 'ana')
    const names = (r: { body: { items: { name: string }[] } }) => r.body.items.map((p) => p.name)
    // ana holds a studio subscription and a sample lifetime licence.
    const all = names(await ana('GET', '/api/v1/me/recommendations'))
    expect(all).toContain('Pulsewave Studio lifetime licence')
    expect(all.some((n: string) => n.startsWith('Pulsewave Sample'))).toBe(false)
    expect(all).toContain('Hex FX 30-day trial')
    expect(names(await ana('GET', '/api/v1/me/recommendations?app_name=studio&app_version=2.1.0'))).toEqual([
      'Pulsewave Studio lifetime licence',
    ])
    expect(names(await ana('GET', '/api/v1/me/recommendations?catalog_category=trial'))).toEqual([
      'Hex FX 30-day trial',
      'Pulsewave DJ Pro 30-day trial',
      'Producer Suite 30-day trial',
    ])
    expect(names(await cleo('GET', '/api/v1/me/recommendations?catalog_category=trial'))).toHaveLength(5)
    expect(expectError(await ana('GET', '/api/v1/me/recommendations?app_name=photoshop'))).toEqual([
      400,
      1004,
      '1004',
    ])
    expect(expectError(await ana('GET', '/api/v1/me/recommendations?catalog_category=shoes'))).toEqual([
      400,
      1004,
      '1004',
    ])
    expect(expectError(await ana('GET', '/api/v1/me/recommendations?app_version=latest'))).toEqual([
      400,
      2012,
      '2012',
    ])
  })
})
