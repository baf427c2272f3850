/**
 * The commerce reads, commands and routes over a test platform: what the views get, the checks before
 * any call (2013 / 2012), the values the machines receive, and the card-form and PDF round trips.
 */
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../services/accounts/http/errors.ts'
import { cookieNames } from '../../identity/cookies.ts'
import { request, testPlatform } from '../../identity/testing.ts'
import { commandResponse, runRead } from '../registry.server.ts'
import { cardReturnPage, finishCardForm, invoicePdfResponse, startCardForm } from './responses.server.ts'

const tokens = { [cookieNames.access]: 'at', [cookieNames.refresh]: 'rt' }
const json = { 'sec-fetch-site': 'same-origin', accept: 'application/json' }
const post = (name: string, fields: Record<string, string>) =>
  commandResponse(
    platform,
    request(`/api/account/command/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...json },
      body: new URLSearchParams(fields).toString(),
      cookies: tokens,
    }),
    name,
  ).then((r) => r.json())

const plan = (id: string, name: string) => ({ id, name, billing_frequency: 1 })
const subscription = {
  id: 'sub_1',
  status: 'Active',
  group: 'studio',
  plan: plan('studio-monthly', 'Studio monthly'),
  price: 9.99,
  next_billing_date: '2026-12-05',
  next_billing_period_amount: 7.99,
  payment_method_token: 'pm_1',
  discounts: [{ name: 'Save $2', amount: 2 }],
  changing_to: null,
}
const catalog = [
  {
    id: 1011,
    name: 'Studio monthly',
    price: 9.99,
    subscription_group: 'studio',
    subscription_plan: plan('studio-monthly', 'm'),
  },
  {
    id: 1012,
    name: 'Studio annual',
    price: 99.9,
    subscription_group: 'studio',
    subscription_plan: plan('studio-annual', 'a'),
  },
  { id: 1013, name: 'Studio lifetime', price: 199, subscription_group: null, subscription_plan: null },
]
const methods = [
  {
    token: 'pm_1',
    card_type: 'Visa',
    masked_number: '411111******1111',
    expiration_month: '04',
    expiration_year: '2030',
  },
  {
    token: 'pm_2',
    card_type: 'MasterCard',
    masked_number: '555555******4444',
    expiration_month: '05',
    expiration_year: '2031',
  },
]
const calls: string[] = []
const notFound = new ApiError({
  service: 'ecom',
  method: 'GET',
  path: 'x',
  status: 404,
  code: undefined,
  message: '',
})

const platform = testPlatform({
  Ecom: {
    listSubscriptions: () => Effect.succeed({ items: [subscription] }),
    listPaymentMethods: () => Effect.succeed({ items: methods }),
    listCatalogProducts: () => Effect.succeed({ items: catalog }),
    requestPlanChange: (id, input) => {
      calls.push(`request ${id} ${input.catalog_product_id} ${input.immediate}`)
      return Effect.succeed({
        id: 'pc_1',
        status: 'pending',
        target_subscription: {
          plan: plan('studio-annual', 'Studio annual'),
          next_billing_date: '2027-11-23',
          actual_plan_price: 99.9,
        },
        amount_due: 93.24,
      })
    },
    cancelSubscription: (id) => {
      calls.push(`cancel ${id}`)
      return Effect.succeed({ ...subscription, status: 'Canceled' })
    },
    assignVoucher: (code) => {
      calls.push(`assign ${code}`)
      if (code.startsWith('GUESS')) return Effect.fail(notFound)
      return Effect.succeed({ id: code, is_redeemable: true, voucher_type: { title: 'A gift' } })
    },
    createClientToken: () => Effect.succeed({ client_token: 'ct_1', provider: 'sandbox' }),
    addPaymentMethod: (input) => {
      calls.push(`add ${input.nonce}`)
      return Effect.succeed(methods[1]!)
    },
    updatePaymentMethod: (token, input) => {
      calls.push(`update ${token} ${input.nonce ?? '-'} ${input.billing_address_id ?? '-'}`)
      return Effect.succeed(methods[0]!)
    },
    getInvoicePdf: (order) =>
      order === 7
        ? Effect.succeed({ bytes: new TextEncoder().encode('%PDF-1.7'), contentType: 'application/pdf' })
        : Effect.fail(notFound),
  },
})

describe('commerce reads', () => {
  it('show each subscription with its plan options, card and discounts; cards say what they pay for', async () => {
    const { value } = await runRead(
      platform,
      request('/account/subscriptions', { cookies: tokens }),
      'subscriptions',
      undefined,
    )
    expect(value).toMatchObject({
      status: 'signedIn',
      ok: true,
      value: {
        subscriptions: [
          {
            id: 'sub_1',
            planName: 'Studio monthly',
            nextAmount: 7.99,
            paymentMethod: 'Visa ending 1111',
            discounts: [{ name: 'Save $2', amount: 2 }],
            options: [{ catalogProductId: 1012, name: 'Studio annual', price: 99.9 }],
          },
        ],
        paymentMethods: [
          { token: 'pm_1', usedBy: 'Studio monthly', expires: '04/2030' },
          { token: 'pm_2', usedBy: undefined },
        ],
      },
    })
  })
})

describe('commerce commands', () => {
  it('reply to a plan change request with the review the machine shows, always immediate', async () => {
    await expect(post('requestPlanChange', { subscriptionId: 'sub_1', target: '1012' })).resolves.toEqual({
      ok: true,
      value: {
        subscriptionId: 'sub_1',
        changeId: 'pc_1',
        planName: 'Studio annual',
        amountDue: 93.24,
        newPrice: 99.9,
        nextBillingDate: '2027-11-23',
      },
    })
    expect(calls).toContain('request sub_1 1012 true')
  })

  it.each([
    ['requestPlanChange', { subscriptionId: 'sub_1', target: '' }, 2013],
    ['requestPlanChange', { subscriptionId: 'sub_1', target: '12abc' }, 2012],
    ['requestPlanChange', { subscriptionId: '../x', target: '1012' }, 2012],
    ['cancelSubscription', { subscriptionId: 'sub_1' }, 2013],
    ['assignVoucher', { code: '<b>' }, 2012],
    ['redeemVoucher', { voucherId: '' }, 2013],
    ['removePaymentMethod', { token: 'pm 1' }, 2012],
  ] as const)('refuse %s %j with %i before any call', async (name, fields, code) => {
    const before = calls.length
    await expect(post(name, fields)).resolves.toMatchObject({ ok: false, failure: { code } })
    expect(calls.length).toBe(before)
  })

  it('cancel only with the confirmation ticked', async () => {
    await expect(post('cancelSubscription', { subscriptionId: 'sub_1', confirm: 'yes' })).resolves.toEqual({
      ok: true,
    })
    expect(calls).toContain('cancel sub_1')
  })

  it('reply to a voucher assignment with the voucher, its code in capitals, and whether it can be redeemed', async () => {
    await expect(post('assignVoucher', { code: 'cleo-hexfx-gift' })).resolves.toEqual({
      ok: true,
      value: { id: 'CLEO-HEXFX-GIFT', title: 'A gift', redeemable: true, expired: false, redeemed: false },
    })
  })

  // The lockout holds this session's voucher tries for the rest of the file: it runs last.
  it('refuse the 11th voucher guess of a session without asking the service, with the wait', async () => {
    const tried = () => calls.filter((c) => c.startsWith('assign GUESS')).length
    const before = tried()
    const answers = []
    for (let i = 1; i <= 11; i += 1) answers.push(await post('assignVoucher', { code: `guess-${i}` }))
    expect(answers.slice(0, 10).every((a) => a.failure?._tag === 'ApiError')).toBe(true)
    expect(answers[10]).toEqual({ ok: false, failure: { _tag: 'TooManyAttempts', retryAfterSeconds: 900 } })
    expect(tried() - before).toBe(10)
  })
})

describe('card form and invoice PDF', () => {
  const get = (path: string) => request(path, { cookies: tokens })

  it('sends the customer to the hosted form with a client token and a return to the site', async () => {
    const response = await startCardForm(
      platform,
      get('/api/account/card-form?back=subscriptions'),
      'https://pay.test/hosted/card-form',
    )
    const location = new URL(response.headers.get('location') ?? '')
    expect([response.status, location.origin + location.pathname]).toEqual([
      303,
      'https://pay.test/hosted/card-form',
    ])
    expect(location.searchParams.get('client_token')).toBe('ct_1')
    expect(location.searchParams.get('return_url')).toBe(
      'https://www.example.com/api/account/card-return?back=subscriptions',
    )
  })

  it('adds the card only on a same-site POST of the returned nonce; the GET return changes nothing', async () => {
    const before = calls.length
    const page = cardReturnPage(
      get('/api/account/card-return?back=subscriptions&nonce=nonce_abcdefgh&device_data=%22%3E%3Cx'),
      'n0nce',
    )
    const html = await page.text()
    expect([page.status, page.headers.get('cache-control'), calls.length]).toEqual([200, 'no-store', before])
    expect(html).toContain('<form method="post" action="/api/account/card-return?back=subscriptions">')
    expect(html).toContain('name="nonce" value="nonce_abcdefgh"')
    expect(html).toContain('value="&#34;&#62;&#60;x"')
    expect(html).toContain('<script nonce="n0nce">')
    const post = (headers: Record<string, string>) =>
      finishCardForm(
        platform,
        request('/api/account/card-return?back=subscriptions', {
          cookies: tokens,
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: new URLSearchParams({ nonce: 'nonce_abcdefgh', device_data: '{}' }),
        }),
      )
    const crossSite = await post({ 'sec-fetch-site': 'cross-site' })
    expect([crossSite.headers.get('location'), calls.length]).toEqual([
      '/account/subscriptions?problem=ApiError.2012',
      before,
    ])
    const added = await post({ 'sec-fetch-site': 'same-origin' })
    expect(added.headers.get('location')).toBe('/account/subscriptions?done=addPaymentMethod')
    expect(calls).toContain('add nonce_abcdefgh')
  })

  it('replaces the card behind a saved method, or gives it a new billing address, carrying the method through the trip', async () => {
    const started = await startCardForm(
      platform,
      get('/api/account/card-form?back=payment-methods&address=pm_1'),
      'https://pay.test/hosted/card-form',
    )
    const location = new URL(started.headers.get('location') ?? '')
    // The address is the provider's: its address form, not the card form.
    expect(location.origin + location.pathname).toBe('https://pay.test/hosted/address-form')
    expect(location.searchParams.get('return_url')).toBe(
      'https://www.example.com/api/account/card-return?back=payment-methods&address=pm_1',
    )
    const addressPage = await cardReturnPage(
      get('/api/account/card-return?back=payment-methods&address=pm_1&billing_address_id=addr_9'),
      'n0nce',
    ).text()
    expect(addressPage).toContain('name="billing_address_id" value="addr_9"')
    const post = (query: string, body: Record<string, string>) =>
      finishCardForm(
        platform,
        request(`/api/account/card-return?back=payment-methods&${query}`, {
          cookies: tokens,
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
          body: new URLSearchParams(body),
        }),
      )
    const replaced = await post('replace=pm_1', { nonce: 'nonce_ijklmnop', device_data: '{}' })
    expect(replaced.headers.get('location')).toBe('/account/payment-methods?done=replacePaymentMethod')
    const moved = await post('address=pm_1', { billing_address_id: 'addr_9' })
    expect(moved.headers.get('location')).toBe('/account/payment-methods?done=changeBillingAddress')
    expect(calls.slice(-2)).toEqual(['update pm_1 nonce_ijklmnop -', 'update pm_1 - addr_9'])
    const cancelled = cardReturnPage(
      get('/api/account/card-return?back=payment-methods&replace=pm_1'),
      undefined,
    )
    expect(cancelled.headers.get('location')).toBe('/account/payment-methods?done=cardReplaceCancelled')
  })

  it('adds nothing when the customer cancelled or the nonce is malformed', async () => {
    const before = calls.length
    const cancelled = cardReturnPage(get('/api/account/card-return?back=elsewhere'), undefined)
    expect(cancelled.headers.get('location')).toBe('/account/payment-methods?done=cardFormCancelled')
    const malformed = cardReturnPage(get('/api/account/card-return?nonce=%3Cscript%3E'), undefined)
    expect(malformed.headers.get('location')).toBe('/account/payment-methods?problem=ApiError.2012')
    expect(calls.length).toBe(before)
  })

  it('streams the PDF as a private download, and sends a failure back to the orders with its code', async () => {
    const pdf = await invoicePdfResponse(platform, get('/api/account/invoice.pdf?order=7&invoice=70'))
    expect([pdf.status, pdf.headers.get('content-type'), pdf.headers.get('cache-control')]).toEqual([
      200,
      'application/pdf',
      'private, no-store',
    ])
    await expect(pdf.text()).resolves.toBe('%PDF-1.7')
    const missing = await invoicePdfResponse(platform, get('/api/account/invoice.pdf?order=8&invoice=80'))
    expect(missing.headers.get('location')).toBe('/account/orders?problem=ApiError')
    const bad = await invoicePdfResponse(platform, get('/api/account/invoice.pdf?order=x'))
    expect(bad.headers.get('location')).toBe('/account/orders?problem=ApiError.2012')
  })
})
