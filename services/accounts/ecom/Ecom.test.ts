/**
 * Every ecommerce call over the scripted core: the request each method sends (verb, path, query or
 * body, bearer token) and the decoding of the answer the provider's shapes give.
 */
import { Effect, Exit, Layer } from 'effect'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccountsHttp } from '../http/client.ts'
import { AccountsConfig } from '../http/config.ts'
import { asCustomer } from '../http/customer.ts'
import {
  jsonResponse,
  type SeenRequest,
  scriptedAccountsHttp,
  scriptedService,
  testSettings,
} from '../http/testing.ts'
import { Ecom, type EcomShape, makeEcom } from './Ecom.ts'

const me = { accessToken: 'at-1', userId: 0 }
const plan = { id: 'studio-annual', name: 'Pulsewave Studio annual', billing_frequency: 12, active: true }
const subscription = {
  id: 'sub_1',
  status: 'Active',
  plan,
  price: 99.9,
  next_billing_date: '2026-12-01',
  discounts: [],
  changing_to: null,
}
const planChange = {
  id: 'pc_1',
  status: 'pending',
  target_subscription: { plan, next_billing_date: '2027-11-23', actual_plan_price: 99.9 },
  amount_due: 93.24,
}
const method = { token: 'pm_1', card_type: 'Visa', masked_number: '411111******1111', expired: false }
const product = { id: 1012, name: 'Pulsewave Studio annual', price: 99.9, subscription: true }
const order = {
  id: 7,
  status: 'complete',
  items: [{ quantity: 1, base_price: 99.9, total_amount: 109.89, catalog_product: { id: 1012, name: 'x' } }],
  total_amount: 109.89,
  tax_amount: 9.99,
  invoices: [70],
  created_at: '2026-11-23T10:00:00.000Z',
}
const voucher = { id: 'CODE-1', voucher_type: { title: 'A gift' }, is_redeemable: true, redeemed_at: null }

interface Case {
  readonly name: keyof EcomShape
  readonly call: (ecom: EcomShape) => Effect.Effect<unknown, unknown>
  readonly request: readonly [string, string]
  readonly query?: Record<string, string>
  readonly body?: unknown
  readonly answer: unknown
  readonly status?: number
  readonly expected: object | undefined
}

const cases: ReadonlyArray<Case> = [
  {
    name: 'listCatalogProducts',
    call: (e) => e.listCatalogProducts(),
    request: ['GET', '/api/v1/catalog/products'],
    answer: { items: [product] },
    expected: { items: [{ id: 1012, price: 99.9 }] },
  },
  {
    name: 'listSubscriptions',
    call: (e) => e.listSubscriptions().pipe(asCustomer(me)),
    request: ['GET', '/api/v1/me/subscriptions'],
    answer: { items: [subscription] },
    expected: { items: [{ id: 'sub_1', plan: { id: 'studio-annual' } }] },
  },
  {
    name: 'updateSubscription',
    call: (e) => e.updateSubscription('sub_1', { payment_method_token: 'pm_1' }).pipe(asCustomer(me)),
    request: ['PUT', '/api/v1/me/subscriptions/sub_1'],
    body: { payment_method_token: 'pm_1' },
    answer: subscription,
    expected: { id: 'sub_1' },
  },
  {
    name: 'cancelSubscription',
    call: (e) => e.cancelSubscription('sub_1').pipe(asCustomer(me)),
    request: ['DELETE', '/api/v1/me/subscriptions/sub_1'],
    answer: { ...subscription, status: 'Canceled' },
    expected: { status: 'Canceled' },
  },
  {
    name: 'requestPlanChange',
    call: (e) =>
      e.requestPlanChange('sub_1', { catalog_product_id: 1012, immediate: true }).pipe(asCustomer(me)),
    request: ['POST', '/api/v1/me/subscriptions/sub_1/planchanges'],
    body: { catalog_product_id: 1012, immediate: true },
    answer: planChange,
    status: 201,
    expected: { id: 'pc_1', amount_due: 93.24 },
  },
  {
    name: 'confirmPlanChange',
    call: (e) => e.confirmPlanChange('sub_1', 'pc_1').pipe(asCustomer(me)),
    request: ['PUT', '/api/v1/me/subscriptions/sub_1/planchanges/pc_1'],
    answer: { ...planChange, status: 'complete', order_id: 7 },
    expected: { status: 'complete', order_id: 7 },
  },
  {
    name: 'retryCharge',
    call: (e) => e.retryCharge('sub_1').pipe(asCustomer(me)),
    request: ['POST', '/api/v1/me/subscriptions/sub_1/retrycharge'],
    answer: subscription,
    expected: { status: 'Active' },
  },
  {
    name: 'createClientToken',
    call: (e) => e.createClientToken().pipe(asCustomer(me)),
    request: ['POST', '/api/v1/paymentgateway/token'],
    answer: { client_token: 'ct_1', provider: 'sandbox' },
    expected: { client_token: 'ct_1' },
  },
  {
    name: 'listPaymentMethods',
    call: (e) => e.listPaymentMethods().pipe(asCustomer(me)),
    request: ['GET', '/api/v1/me/paymentmethods'],
    answer: { items: [method] },
    expected: { items: [{ token: 'pm_1' }] },
  },
  {
    name: 'addPaymentMethod',
    call: (e) => e.addPaymentMethod({ nonce: 'nonce_1', device_data: '{"d":1}' }).pipe(asCustomer(me)),
    request: ['POST', '/api/v1/me/paymentmethods'],
    body: { nonce: 'nonce_1', device_data: '{"d":1}' },
    answer: method,
    status: 201,
    expected: { token: 'pm_1' },
  },
  {
    name: 'updatePaymentMethod',
    call: (e) =>
      e
        .updatePaymentMethod('pm_1', {
          nonce: 'nonce_2',
          device_data: '{"d":2}',
          billing_address_id: 'addr_1',
        })
        .pipe(asCustomer(me)),
    request: ['PUT', '/api/v1/me/paymentmethods/pm_1'],
    body: { nonce: 'nonce_2', device_data: '{"d":2}', billing_address_id: 'addr_1' },
    answer: method,
    expected: { token: 'pm_1' },
  },
  {
    name: 'removePaymentMethod',
    call: (e) => e.removePaymentMethod('pm/1').pipe(asCustomer(me)),
    request: ['DELETE', '/api/v1/me/paymentmethods/pm%2F1'],
    answer: null,
    status: 204,
    expected: undefined,
  },
  {
    name: 'listOrders',
    call: (e) => e.listOrders({ order_status: 'complete' }).pipe(asCustomer(me)),
    request: ['GET', '/api/v1/me/orders'],
    query: { order_status: 'complete' },
    answer: { items: [order] },
    expected: { items: [{ id: 7, total_amount: 109.89 }] },
  },
  {
    name: 'getInvoice',
    call: (e) => e.getInvoice(7, 70).pipe(asCustomer(me)),
    request: ['GET', '/api/v1/me/orders/7/invoices/70'],
    answer: { id: 70, order_id: 7, total_amount: 109.89, order },
    expected: { id: 70, order: { id: 7 } },
  },
  {
    name: 'listVouchers',
    call: (e) => e.listVouchers().pipe(asCustomer(me)),
    request: ['GET', '/api/v1/me/vouchers'],
    answer: { items: [voucher] },
    expected: { items: [{ id: 'CODE-1' }] },
  },
  {
    name: 'assignVoucher',
    call: (e) => e.assignVoucher('CODE-1').pipe(asCustomer(me)),
    request: ['POST', '/api/v1/me/vouchers'],
    body: { voucher_id: 'CODE-1' },
    answer: voucher,
    status: 201,
    expected: { id: 'CODE-1' },
  },
  {
    name: 'redeemVoucher',
    call: (e) => e.redeemVoucher('CODE-1').pipe(asCustomer(me)),
    request: ['PUT', '/api/v1/me/vouchers/CODE-1'],
    answer: { ...voucher, redeemed_at: '2026-11-23T10:00:00Z' },
    expected: { redeemed_at: '2026-11-23T10:00:00Z' },
  },
  {
    name: 'listRecommendations',
    call: (e) =>
      e.listRecommendations({ app_name: 'studio', catalog_category: 'lifetime' }).pipe(asCustomer(me)),
    request: ['GET', '/api/v1/me/recommendations'],
    query: { app_name: 'studio', catalog_category: 'lifetime' },
    answer: { items: [product] },
    expected: { items: [{ id: 1012 }] },
  },
]

const answerOf = (c: Case) =>
  c.status === 204 ? new Response(null, { status: 204 }) : jsonResponse(c.status ?? 200, c.answer)

describe('Ecom calls (spec §7)', () => {
  it.each(cases)('$name sends its request and decodes the answer', async (c) => {
    const { run, seen } = scriptedService(Ecom, makeEcom, answerOf(c))
    const exit = await run(c.call as (e: EcomShape) => Effect.Effect<unknown>)
    expect(exit).toMatchObject({ _tag: 'Success' })
    if (c.expected !== undefined) expect(Exit.isSuccess(exit) && exit.value).toMatchObject(c.expected)
    const sent = seen[0] as SeenRequest
    expect([sent.method, sent.url.pathname]).toEqual(c.request)
    expect(Object.fromEntries(sent.url.searchParams)).toEqual(c.query ?? {})
    expect(sent.body ? JSON.parse(sent.body) : undefined).toEqual(c.body)
    const auth = c.name === 'listCatalogProducts' ? null : 'Bearer at-1'
    expect(sent.headers.get('authorization')).toBe(auth)
  })

  it('covers every method of the service', () => {
    const core = Layer.merge(fakeCore, Layer.succeed(AccountsConfig, testSettings))
    const names = Object.keys(Effect.runSync(makeEcom.pipe(Effect.provide(core)))).sort()
    expect(cases.map((c) => c.name).sort()).toEqual(names.filter((n) => n !== 'getInvoicePdf').sort())
  })

  it('fetches the invoice as PDF bytes, asking for application/pdf', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 fake')
    const { run, seen } = scriptedService(
      Ecom,
      makeEcom,
      new Response(pdf, { status: 200, headers: { 'content-type': 'application/pdf' } }),
    )
    const exit = await run((e) => e.getInvoicePdf(7, 70).pipe(asCustomer(me)))
    expect(exit).toMatchObject({ _tag: 'Success', value: { contentType: 'application/pdf' } })
    expect(Exit.isSuccess(exit) && new TextDecoder().decode(exit.value.bytes)).toBe('%PDF-1.7 fake')
    expect(seen[0]?.headers.get('accept')).toBe('application/pdf')
  })

  it('reads the JSON error body of a failed PDF fetch, so its code reaches the customer', async () => {
    const { run } = scriptedService(Ecom, makeEcom, jsonResponse(404, { message: 'Not found' }))
    const exit = await run((e) => e.getInvoicePdf(7, 71).pipe(asCustomer(me)))
    expect(exit).toMatchObject({ _tag: 'Failure' })
    const failure = Exit.isFailure(exit) ? String(exit.cause) : ''
    expect(failure).toContain('ApiError')
  })

  it.each([
    [409, 1010, 'redeemVoucher', 'ApiError'],
    [401, 2011, 'confirmPlanChange', 'PasswordReentryRequired'],
    [400, 2012, 'retryCharge', 'ApiError'],
  ] as const)('turns %i/%i on %s into %s', async (status, code, name, tag) => {
    const { run } = scriptedService(Ecom, makeEcom, jsonResponse(status, { error: 'no', code }))
    const call = cases.find((c) => c.name === name)!.call
    const exit = await run((e) => Effect.flip(call(e) as Effect.Effect<unknown, { _tag: string }>))
    expect(exit).toMatchObject({ _tag: 'Success', value: { _tag: tag, code } })
  })
})

const fakeCore = Layer.succeed(
  AccountsHttp,
  AccountsHttp.of({ json: () => Effect.never, empty: () => Effect.never, binary: () => Effect.never }),
)

describe('the public catalogue, kept for every caller (decision 286)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /** Ecom over a scripted core that answers each catalogue request with the next status of `statuses`. */
  function catalogue(publicTtlMs: number, statuses: ReadonlyArray<number> = [200]) {
    let asked = 0
    const { layer, seen } = scriptedAccountsHttp(() => {
      const status = statuses[Math.min(asked, statuses.length - 1)] ?? 200
      asked += 1
      return jsonResponse(
        status,
        status === 200 ? { items: [{ ...product, price: 90 + asked }] } : { code: 0 },
      )
    })
    const settings = { ...testSettings, publicTtlMs }
    const ecom = Effect.runSync(
      makeEcom.pipe(Effect.provide(Layer.merge(layer, Layer.succeed(AccountsConfig, settings)))),
    )
    const list = () => Effect.runPromiseExit(ecom.listCatalogProducts())
    return { list, seen }
  }
  const priceOf = (exit: Exit.Exit<{ items: ReadonlyArray<{ price: number }> }, unknown>) =>
    Exit.isSuccess(exit) ? exit.value.items[0]?.price : undefined

  it('answers from the last answer for publicTtlMs, then asks the service again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T08:00:00Z') })
    const { list, seen } = catalogue(60_000)
    expect(priceOf(await list())).toBe(91)
    vi.setSystemTime(new Date('2026-11-27T08:00:59Z'))
    expect(priceOf(await list())).toBe(91)
    expect(seen).toHaveLength(1)
    vi.setSystemTime(new Date('2026-11-27T08:01:01Z'))
    expect(priceOf(await list())).toBe(92)
    expect(seen).toHaveLength(2)
  })

  it('keeps no failure: the next caller asks again', async () => {
    const { list, seen } = catalogue(60_000, [503, 200])
    expect(Exit.isFailure(await list())).toBe(true)
    expect(priceOf(await list())).toBe(92)
    expect(priceOf(await list())).toBe(92)
    expect(seen).toHaveLength(2)
  })

  it('asks on every call when the time is 0', async () => {
    const { list, seen } = catalogue(0)
    await list()
    await list()
    expect(seen).toHaveLength(2)
  })
})
