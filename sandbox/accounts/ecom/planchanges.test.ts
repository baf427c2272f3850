import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestAccounts, type TestAccounts } from '../test-support.ts'
import { addCard, as, type Caller, expectError, records } from './test-helpers.ts'

let accounts: TestAccounts
let ana: Caller
beforeEach(async () => {
  accounts = await startTestAccounts()
  ana = await as(accounts.url, 'ana')
})
afterEach(() => accounts.close())

const base = '/api/v1/me/subscriptions/sub_ana_studio/planchanges'
const request = (json: unknown) => ana('POST', base, { json })

describe('POST {me}/subscriptions/{id}/planchanges', () => {
  it('computes an immediate change to annual: prorated amount due, new date and price', async () => {
    const result = await request({ catalog_product_id: 1012, immediate: true })
    expect(result.status).toBe(201)
    expect(result.body).toMatchObject({
      status: 'pending',
      immediate: true,
      current_subscription: { id: 'sub_ana_studio', plan: { id: 'studio-monthly' } },
      target_subscription: { plan: { id: 'studio-annual' }, group: 'studio', actual_plan_price: 99.9 },
      order_id: null,
    })
    // 12 days left of a month's 9.99 is credited against 99.90.
    expect(result.body.amount_due).toBeGreaterThan(95)
    expect(result.body.amount_due).toBeLessThan(99.9)
    expect(
      result.body.target_subscription.next_billing_date > result.body.current_subscription.next_billing_date,
    ).toBe(true)
  })

  it('refuses unknown, non-plan, same-plan and other-group targets, and missing fields', async () => {
    expect(expectError(await request({ catalog_product_id: 9999 }))).toEqual([400, 1004, '1004'])
    for (const id of [1013, 1014, 1011, 1022])
      expect(expectError(await request({ catalog_product_id: id }))).toEqual([400, 2012, '2012'])
    expect(expectError(await request({ catalog_product_id: 'abc' }))).toEqual([400, 2012, '2012'])
    expect(expectError(await request({}))).toEqual([400, 2013, '2013'])
    expect(
      (await ana('POST', '/api/v1/me/subscriptions/nope/planchanges', { json: { catalog_product_id: 1012 } }))
        .status,
    ).toBe(404)
  })
})

describe('PUT {me}/subscriptions/{id}/planchanges/{changeId}', () => {
  it('an immediate change charges once: one order and one transaction, however often it is confirmed', async () => {
    const before = await records(accounts.url, 1001)
    const change = (await request({ catalog_product_id: 1012, immediate: true })).body
    const confirm = () => ana('PUT', `${base}/${change.id}`)
    const results = await Promise.all([confirm(), confirm(), confirm(), confirm()])
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200])
    expect(new Set(results.map((r) => r.body.order_id)).size).toBe(1)
    const done = await confirm()
    expect(done.body).toMatchObject({
      status: 'complete',
      order_id: results[0]!.body.order_id,
      transaction_id: expect.any(Number),
    })
    expect(done.body.current_subscription.plan.id).toBe('studio-annual')
    const after = await records(accounts.url, 1001)
    expect([after.orders - before.orders, after.transactions - before.transactions]).toEqual([1, 1])
    const order = (await ana('GET', '/api/v1/me/orders')).body.items.find(
      (o: { id: number }) => o.id === done.body.order_id,
    )
    expect(order.items[0]).toMatchObject({ base_price: 99.9, special_price: change.amount_due })
  })

  it('a deferred change charges nothing and shows changing_to until renewal', async () => {
    const before = await records(accounts.url, 1001)
    const change = (await request({ catalog_product_id: 1012 })).body
    expect(change.amount_due).toBe(0)
    const done = await ana('PUT', `${base}/${change.id}`)
    expect(done.body).toMatchObject({ status: 'complete', order_id: null })
    const sub = (await ana('GET', '/api/v1/me/subscriptions')).body.items[0]
    expect(sub).toMatchObject({
      plan: { id: 'studio-monthly' },
      changing_to: { id: 'studio-annual' },
      next_billing_period_amount: 99.9,
    })
    expect(await records(accounts.url, 1001)).toEqual(before)
  })

  it('an earlier request is invalid once a newer one exists; unknown ids are 404', async () => {
    const first = (await request({ catalog_product_id: 1012 })).body
    await request({ catalog_product_id: 1012, immediate: true })
    expect(expectError(await ana('PUT', `${base}/${first.id}`))).toEqual([400, 2012, '2012'])
    expect((await ana('PUT', `${base}/pc_unknown`)).status).toBe(404)
  })

  it('a declined card leaves the change pending and charges nothing', async () => {
    const declining = await addCard(accounts.url, ana, '4000 0000 0000 0002')
    await ana('PUT', '/api/v1/me/subscriptions/sub_ana_studio', { json: { payment_method_token: declining } })
    const before = await records(accounts.url, 1001)
    const change = (await request({ catalog_product_id: 1012, immediate: true })).body
    const refused = await ana('PUT', `${base}/${change.id}`)
    expect(expectError(refused)).toEqual([400, 2012, '2012'])
    expect(refused.body.error).toMatch(/declined/)
    expect(await records(accounts.url, 1001)).toEqual(before)
    const sub = (await ana('GET', '/api/v1/me/subscriptions')).body.items[0]
    expect(sub.plan.id).toBe('studio-monthly')
  })

  it('a Past Due subscription cannot change plan', async () => {
    const ben = await as(accounts.url, 'ben')
    const refused = await ben('POST', '/api/v1/me/subscriptions/sub_ben_sample/planchanges', {
      json: { catalog_product_id: 1021 },
    })
    expect(expectError(refused)).toEqual([400, 2012, '2012'])
  })
})
