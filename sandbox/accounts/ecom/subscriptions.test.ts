import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestAccounts, type TestAccounts } from '../test-support.ts'
import { addCard, as, expectError, records } from './test-helpers.ts'

let accounts: TestAccounts
beforeEach(async () => {
  accounts = await startTestAccounts()
})
afterEach(() => accounts.close())

describe('GET {me}/subscriptions', () => {
  it('shows ana Active on studio monthly, ben Past Due on sample annual, cleo none', async () => {
    const ana = (await (await as(accounts.url, 'ana'))('GET', '/api/v1/me/subscriptions')).body.items
    expect(ana).toHaveLength(1)
    expect(ana[0]).toMatchObject({
      id: 'sub_ana_studio',
      status: 'Active',
      plan: { id: 'studio-monthly' },
      price: 9.99,
      remaining_days: 12,
    })
    const ben = (await (await as(accounts.url, 'ben'))('GET', '/api/v1/me/subscriptions')).body.items
    expect(ben[0]).toMatchObject({
      id: 'sub_ben_sample',
      status: 'Past Due',
      plan: { id: 'sample-annual' },
      price: 49.9,
    })
    expect((await (await as(accounts.url, 'cleo'))('GET', '/api/v1/me/subscriptions')).body.items).toEqual([])
  })

  it('needs a token, and another customer reaches it only as an admin', async () => {
    const cleo = await as(accounts.url, 'cleo')
    expect(expectError(await cleo('GET', '/api/v1/users/1001/subscriptions'))).toEqual([403, 2000, '2000'])
    const admin = await as(accounts.url, 'admin')
    expect((await admin('GET', '/api/v1/users/1001/subscriptions')).body.items[0].id).toBe('sub_ana_studio')
    expect((await cleo('GET', '/api/v1/me/subscriptions', { bearer: '' })).status).toBe(403)
  })
})

describe('PUT and DELETE {me}/subscriptions/{id}', () => {
  it('changes the payment method and the number of billing cycles', async () => {
    const ana = await as(accounts.url, 'ana')
    const result = await ana('PUT', '/api/v1/me/subscriptions/sub_ana_studio', {
      json: { payment_method_token: 'pm_ana_mastercard', number_of_billing_cycle: 24 },
    })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({
      payment_method_token: 'pm_ana_mastercard',
      number_of_billing_cycle: 24,
    })
  })

  it('refuses an unknown method, bad cycles, no fields, and another customer’s subscription', async () => {
    const ana = await as(accounts.url, 'ana')
    const put = (json: unknown) => ana('PUT', '/api/v1/me/subscriptions/sub_ana_studio', { json })
    expect(expectError(await put({ payment_method_token: 'pm_ben_visa' }))).toEqual([400, 1004, '1004'])
    expect(expectError(await put({ number_of_billing_cycle: 0 }))).toEqual([400, 2012, '2012'])
    expect(expectError(await put({ number_of_billing_cycle: 3 }))).toEqual([400, 2012, '2012'])
    expect(expectError(await put({}))).toEqual([400, 2013, '2013'])
    expect(
      (await ana('PUT', '/api/v1/me/subscriptions/sub_ben_sample', { json: { number_of_billing_cycle: 9 } }))
        .status,
    ).toBe(404)
  })

  it('refuses an expired card', async () => {
    accounts.advance(3 * 365 * 86_400)
    const later = await as(accounts.url, 'ana')
    const result = await later('PUT', '/api/v1/me/subscriptions/sub_ana_studio', {
      json: { payment_method_token: 'pm_ana_mastercard' },
    })
    expect(expectError(result)).toEqual([400, 2012, '2012'])
    expect(result.body.error).toMatch(/expired/)
  })

  it('DELETE cancels, and a canceled subscription cannot change plan', async () => {
    const ana = await as(accounts.url, 'ana')
    const result = await ana('DELETE', '/api/v1/me/subscriptions/sub_ana_studio')
    expect([result.status, result.body.status]).toEqual([200, 'Canceled'])
    const change = await ana('POST', '/api/v1/me/subscriptions/sub_ana_studio/planchanges', {
      json: { catalog_product_id: 1012 },
    })
    expect(expectError(change)).toEqual([400, 2012, '2012'])
  })
})

describe('POST {me}/subscriptions/{id}/retrycharge', () => {
  it('fails on the declining card and changes nothing', async () => {
    const ben = await as(accounts.url, 'ben')
    const before = await records(accounts.url, 1002)
    const result = await ben('POST', '/api/v1/me/subscriptions/sub_ben_sample/retrycharge')
    expect(expectError(result)).toEqual([400, 2012, '2012'])
    expect(result.body.error).toMatch(/declined/)
    expect((await ben('GET', '/api/v1/me/subscriptions')).body.items[0].status).toBe('Past Due')
    expect(await records(accounts.url, 1002)).toEqual(before)
  })

  it('succeeds after ben adds a good card: Active, one order and one transaction', async () => {
    const ben = await as(accounts.url, 'ben')
    const token = await addCard(accounts.url, ben, '4111 1111 1111 1111')
    await ben('PUT', '/api/v1/me/subscriptions/sub_ben_sample', { json: { payment_method_token: token } })
    const result = await ben('POST', '/api/v1/me/subscriptions/sub_ben_sample/retrycharge')
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({
      status: 'Active',
      current_billing_cycle: 2,
      remaining_days: expect.any(Number),
    })
    expect(result.body.remaining_days).toBeGreaterThan(360)
    expect(await records(accounts.url, 1002)).toMatchObject({ orders: 1, transactions: 1 })
    const orders = (await ben('GET', '/api/v1/me/orders')).body.items
    expect(orders[0]).toMatchObject({ status: 'complete', total_amount: 54.89, tax_amount: 4.99 })
    const again = await ben('POST', '/api/v1/me/subscriptions/sub_ben_sample/retrycharge')
    expect(expectError(again)).toEqual([400, 2012, '2012'])
    expect(await records(accounts.url, 1002)).toMatchObject({ orders: 1, transactions: 1 })
  })

  it('fails on an expired card', async () => {
    const ben = await as(accounts.url, 'ben')
    const token = await addCard(accounts.url, ben, '5555555555554444')
    await ben('PUT', '/api/v1/me/subscriptions/sub_ben_sample', { json: { payment_method_token: token } })
    accounts.advance(3 * 365 * 86_400)
    const later = await as(accounts.url, 'ben')
    const result = await later('POST', '/api/v1/me/subscriptions/sub_ben_sample/retrycharge')
    expect(expectError(result)).toEqual([400, 2012, '2012'])
    expect(result.body.error).toMatch(/expired/)
    expect(await records(accounts.url, 1002)).toMatchObject({ orders: 0, transactions: 0 })
  })

  it('refuses an Active subscription', async () => {
    const ana = await as(accounts.url, 'ana')
    expect(expectError(await ana('POST', '/api/v1/me/subscriptions/sub_ana_studio/retrycharge'))).toEqual([
      400,
      2012,
      '2012',
    ])
  })
})
