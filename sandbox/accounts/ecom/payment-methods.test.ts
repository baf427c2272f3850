import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { call, startTestAccounts, type TestAccounts } from '../test-support.ts'
import { addCard, as, type Caller, cardNonce, expectError } from './test-helpers.ts'

let accounts: TestAccounts
let ana: Caller
beforeEach(async () => {
  accounts = await startTestAccounts()
  ana = await as(accounts.url, 'ana')
})
afterEach(() => accounts.close())

const formPath = (params: Record<string, string>) => `/ecom/hosted/card-form?${new URLSearchParams(params)}`

describe('payment gateway and hosted card form', () => {
  it('gives a client token, then an accessible form that works without JavaScript', async () => {
    const token = await ana('POST', '/api/v1/paymentgateway/token')
    expect(token.status).toBe(200)
    expect(token.body).toEqual({ client_token: expect.stringMatching(/^ct_/), provider: 'sandbox' })
    const page = await call(
      accounts.url,
      'GET',
      formPath({ client_token: token.body.client_token, return_url: 'http://localhost:3000/en/account' }),
    )
    expect(page.status).toBe(200)
    expect(page.text).toMatch(/<form method="post" action="card-form">/)
    for (const id of ['card_number', 'expiration_month', 'expiration_year', 'cvv']) {
      expect(page.text).toContain(`<label for="${id}">`)
      expect(page.text).toContain(`id="${id}" name="${id}"`)
    }
    expect(page.text).not.toContain('<script')
  })

  it('sends the browser back with a nonce and device_data, keeping the return address query', async () => {
    const query = await cardNonce(
      accounts.url,
      ana,
      '4111 1111 1111 1111',
      'http://localhost:3000/en/account?step=2',
    )
    expect(query.get('step')).toBe('2')
    expect(query.get('nonce')).toMatch(/^nonce_/)
    expect(JSON.parse(query.get('device_data') ?? '')).toHaveProperty('device_session_id')
  })

  it('shows errors in the form (unknown card, expired, bad CVV) and never redirects', async () => {
    const { client_token } = (await ana('POST', '/api/v1/paymentgateway/token')).body
    const year = String(new Date().getUTCFullYear() + 1)
    const post = (fields: Record<string, string>) =>
      call(accounts.url, 'POST', '/ecom/hosted/card-form', {
        form: {
          client_token,
          return_url: 'http://localhost:3000/x',
          card_number: '4111111111111111',
          expiration_month: '1',
          expiration_year: year,
          cvv: '123',
          ...fields,
        },
      })
    const cases: Record<string, string>[] = [
      { card_number: '1234123412341234' },
      { expiration_year: '2001' },
      { expiration_month: '13' },
      { cvv: 'x' },
    ]
    for (const fields of cases) {
      const result = await post(fields)
      expect(result.status).toBe(400)
      expect(result.text).toContain('role="alert"')
      expect(result.headers.get('location')).toBeNull()
    }
  })

  it('refuses a foreign return address or a bad client token with an error page', async () => {
    const { client_token } = (await ana('POST', '/api/v1/paymentgateway/token')).body
    for (const params of [
      { client_token, return_url: 'https://evil.example.net/' },
      { client_token, return_url: 'javascript:alert(1)' },
      { client_token: 'ct_forged', return_url: 'http://localhost:3000/' },
    ]) {
      const page = await call(accounts.url, 'GET', formPath(params))
      expect(page.status).toBe(400)
      expect(page.text).toContain('role="alert"')
    }
    expect((await call(accounts.url, 'POST', '/ecom/api/v1/paymentgateway/token')).status).toBe(403)
  })
})

describe('{me}/paymentmethods', () => {
  it('adds a method from a nonce once; the nonce cannot be used again or by someone else', async () => {
    const query = await cardNonce(accounts.url, ana, '4111111111111111')
    const body = {
      nonce: query.get('nonce'),
      device_data: query.get('device_data'),
      billing_address_id: 'addr_9',
    }
    const added = await ana('POST', '/api/v1/me/paymentmethods', { json: body })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({
      type: 'CreditCard',
      card_type: 'Visa',
      masked_number: '411111******1111',
      expired: false,
      billing_address_id: 'addr_9',
    })
    expect(expectError(await ana('POST', '/api/v1/me/paymentmethods', { json: body }))).toEqual([
      400,
      2012,
      '2012',
    ])
    const cleo = await as(accounts.url, 'cleo')
    const other = await cardNonce(accounts.url, ana, '4111111111111111')
    expect(
      expectError(await cleo('POST', '/api/v1/me/paymentmethods', { json: { nonce: other.get('nonce') } })),
    ).toEqual([400, 2012, '2012'])
    expect(expectError(await ana('POST', '/api/v1/me/paymentmethods', { json: {} }))).toEqual([
      400,
      2013,
      '2013',
    ])
    const list = (await ana('GET', '/api/v1/me/paymentmethods')).body.items
    expect(list.map((m: { token: string }) => m.token)).toEqual([
      'pm_ana_visa',
      'pm_ana_mastercard',
      added.body.token,
    ])
  })

  it('accepts the declining test card (it fails when charged)', async () => {
    const token = await addCard(accounts.url, ana, '4000000000000002')
    expect(token).toMatch(/^pm_/)
  })

  it('changes the billing address alone, and refuses the old expiry-only form and other customers’ cards', async () => {
    const put = (json: unknown) => ana('PUT', '/api/v1/me/paymentmethods/pm_ana_mastercard', { json })
    const result = await put({ billing_address_id: 'addr_2' })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ token: 'pm_ana_mastercard', billing_address_id: 'addr_2' })
    // The expiry pair is not §3's form (decision 248): nothing to change, named as missing.
    expect(expectError(await put({ expiration_month: 3, expiration_year: 2031 }))).toEqual([
      400,
      2013,
      '2013',
    ])
    expect(expectError(await put({}))).toEqual([400, 2013, '2013'])
    expect(
      (await ana('PUT', '/api/v1/me/paymentmethods/pm_ben_visa', { json: { billing_address_id: 'x' } }))
        .status,
    ).toBe(404)
  })

  it('refuses removing the method a subscription uses (409), removes another', async () => {
    expect(expectError(await ana('DELETE', '/api/v1/me/paymentmethods/pm_ana_visa'))).toEqual([
      409,
      1010,
      '1010',
    ])
    expect((await ana('DELETE', '/api/v1/me/paymentmethods/pm_ana_mastercard')).status).toBe(204)
    expect((await ana('DELETE', '/api/v1/me/paymentmethods/pm_ana_mastercard')).status).toBe(404)
    const list = (await ana('GET', '/api/v1/me/paymentmethods')).body.items
    expect(list.map((m: { token: string }) => m.token)).toEqual(['pm_ana_visa'])
  })
})
