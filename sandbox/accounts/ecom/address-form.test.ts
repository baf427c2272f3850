import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { call, startTestAccounts, type TestAccounts } from '../test-support.ts'
import { as, type Caller } from './test-helpers.ts'

let accounts: TestAccounts
let ana: Caller
beforeEach(async () => {
  accounts = await startTestAccounts()
  ana = await as(accounts.url, 'ana')
})
afterEach(() => accounts.close())

const returnUrl = 'http://localhost:3000/api/account/card-return?back=payment-methods&address=pm_ana_visa'

describe('the hosted billing-address form', () => {
  it('keeps the address and returns its id, which the payment method then carries', async () => {
    const { client_token } = (await ana('POST', '/api/v1/paymentgateway/token')).body
    const page = await call(
      accounts.url,
      'GET',
      `/ecom/hosted/address-form?${new URLSearchParams({ client_token, return_url: returnUrl })}`,
    )
    expect(page.status).toBe(200)
    expect(page.text).toContain('<label for="postcode">Postcode</label>')
    const form = {
      client_token,
      return_url: returnUrl,
      street: '1 Canal St',
      city: 'Leeds',
      postcode: 'LS1 1AA',
    }
    const incomplete = await call(accounts.url, 'POST', '/ecom/hosted/address-form', { form })
    expect(incomplete.status).toBe(400)
    expect(incomplete.text).toContain('role="alert"')
    const saved = await call(accounts.url, 'POST', '/ecom/hosted/address-form', {
      form: { ...form, country_code: 'gb' },
    })
    expect(saved.status).toBe(303)
    const back = new URL(saved.headers.get('location')!)
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/api/account/card-return')
    const id = back.searchParams.get('billing_address_id')!
    expect(id).toMatch(/^addr_/)
    const changed = await ana('PUT', '/api/v1/me/paymentmethods/pm_ana_visa', {
      json: { billing_address_id: id },
    })
    expect([changed.status, changed.body.billing_address_id, changed.body.token]).toEqual([
      200,
      id,
      'pm_ana_visa',
    ])
  })

  it('refuses a form opened without a valid client token or with a return address not allowed', async () => {
    const { client_token } = (await ana('POST', '/api/v1/paymentgateway/token')).body
    const open = (params: Record<string, string>) =>
      call(accounts.url, 'GET', `/ecom/hosted/address-form?${new URLSearchParams(params)}`)
    expect((await open({ client_token: 'ct_nope', return_url: returnUrl })).status).toBe(400)
    expect((await open({ client_token, return_url: 'https://evil.example/' })).status).toBe(400)
  })
})
