/**
 * The stand-ins act as one provider (decision 235): what the ecommerce service does shows in the
 * licence service, and through it in everything that reads licences (artwork's eligibility).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addCard, as, type Caller } from './ecom/test-helpers.ts'
import { call, login, startTestAccounts, type TestAccounts } from './test-support.ts'

let accounts: TestAccounts
beforeEach(async () => {
  accounts = await startTestAccounts()
})
afterEach(async () => {
  expect(accounts.unhandled).toEqual([])
  await accounts.close()
})

interface Licence {
  id: number
  license_type: { id: number; term: string }
  valid_to: string | null
  expires_in_days: number | null
  subscription_status: string | null
}

async function licences(email: string, password: string): Promise<Licence[]> {
  const bearer = (await login(accounts.url, email, password)).tokens.access.token
  return (await call(accounts.url, 'GET', '/license/api/v1/me/licenses', { bearer })).body.items
}
const ofType = (items: Licence[], typeId: number) => items.filter((l) => l.license_type.id === typeId)
const subscription = async (ecom: Caller, id: string) =>
  (await ecom('GET', '/api/v1/me/subscriptions')).body.items.find((s: { id: string }) => s.id === id)

describe('a redeemed voucher grants its licence', () => {
  it('cleo redeems her Hex FX voucher, then holds a permanent Hex FX licence and may make artwork', async () => {
    const cleo = await as(accounts.url, 'cleo')
    const bearer = (await login(accounts.url, 'cleo@example.com', 'Studio-Demo-3')).tokens.access.token
    const artwork = async () =>
      (await call(accounts.url, 'GET', '/ai-proxy/api/v1/provider/openai/status', { bearer })).body
        .eligibility
    expect(ofType(await licences('cleo@example.com', 'Studio-Demo-3'), 301)).toEqual([])
    expect(await artwork()).toEqual({ generate_images: false, reason: 'no_license' })
    expect((await cleo('PUT', '/api/v1/me/vouchers/CLEO-HEXFX-GIFT')).status).toBe(200)
    const [hexFx] = ofType(await licences('cleo@example.com', 'Studio-Demo-3'), 301)
    expect(hexFx).toMatchObject({ license_type: { term: 'permanent' }, valid_to: null })
    expect(await artwork()).toEqual({ generate_images: true })
  })
})

describe('a completed purchase grants its licence', () => {
  it("ben's retried charge renews his Sample subscription licence to the new period's end", async () => {
    const ben = await as(accounts.url, 'ben')
    const token = await addCard(accounts.url, ben, '4111 1111 1111 1111')
    await ben('PUT', '/api/v1/me/subscriptions/sub_ben_sample', { json: { payment_method_token: token } })
    expect((await ben('POST', '/api/v1/me/subscriptions/sub_ben_sample/retrycharge')).status).toBe(200)
    const sub = await subscription(ben, 'sub_ben_sample')
    const [sample] = ofType(await licences('ben@example.com', 'Studio-Demo-2'), 201)
    expect(sample).toMatchObject({
      subscription_status: 'Active',
      valid_to: `${sub.next_billing_date}T00:00:00.000Z`,
    })
  })
})

describe('a plan change changes the licence’s term', () => {
  it("ana's move from monthly to annual Studio moves her licence's end a year ahead", async () => {
    const ana = await as(accounts.url, 'ana')
    const path = '/api/v1/me/subscriptions/sub_ana_studio/planchanges'
    const change = await ana('POST', path, { json: { catalog_product_id: 1012, immediate: true } })
    expect((await ana('PUT', `${path}/${change.body.id}`)).body.status).toBe('complete')
    const sub = await subscription(ana, 'sub_ana_studio')
    const [studio] = ofType(await licences('ana@example.com', 'Studio-Demo-1'), 101)
    expect(studio!.valid_to).toBe(`${sub.next_billing_date}T00:00:00.000Z`)
    expect(studio!.expires_in_days).toBeGreaterThan(300)
  })
})

describe('a cancelled subscription ends its licence at the period’s end', () => {
  it('ana cancels Studio: the licence stops renewing and ends with the paid period', async () => {
    const ana = await as(accounts.url, 'ana')
    const before = ofType(await licences('ana@example.com', 'Studio-Demo-1'), 101)[0]!
    expect(before.subscription_status).toBe('Active')
    expect((await ana('DELETE', '/api/v1/me/subscriptions/sub_ana_studio')).body.status).toBe('Canceled')
    const sub = await subscription(ana, 'sub_ana_studio')
    const periodEnd = `${sub.next_billing_date}T00:00:00.000Z`
    const after = ofType(await licences('ana@example.com', 'Studio-Demo-1'), 101)[0]!
    expect(after).toMatchObject({ id: before.id, subscription_status: 'Canceled', valid_to: periodEnd })
    // Past the period's end an Active licence would roll on; this one has ended.
    accounts.advance((Date.parse(periodEnd) - Date.now()) / 1000 + 86_400)
    const ended = ofType(await licences('ana@example.com', 'Studio-Demo-1'), 101)[0]!
    expect(ended).toMatchObject({ valid_to: periodEnd, expires_in_days: 0 })
  })
})
