import { inflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login, startTestAccounts, type TestAccounts } from '../test-support.ts'
import { as, type Caller, expectError } from './test-helpers.ts'

let accounts: TestAccounts
let ana: Caller
beforeAll(async () => {
  accounts = await startTestAccounts()
  ana = await as(accounts.url, 'ana')
})
afterAll(() => accounts.close())

/** The text a PDF viewer would show: pdf-lib writes Flate streams whose strings are hex (`<…> Tj`). */
function pdfText(bytes: Buffer): string {
  const out: string[] = []
  const source = bytes.toString('latin1')
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')
    } catch {
      content = match[1]!
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      out.push(Buffer.from(text[1]!, 'hex').toString('latin1'))
  }
  return out.join('\n')
}

describe('GET {me}/orders', () => {
  it('lists ana’s seeded orders, newest first, with items, tax and totals', async () => {
    const result = await ana('GET', '/api/v1/me/orders')
    expect(result.status).toBe(200)
    const orders = result.body.items
    expect(orders.map((o: { status: string }) => o.status)).toEqual(['complete', 'cancel', 'complete'])
    const [latest] = orders
    expect(latest).toMatchObject({
      first_name: 'Ana',
      country_code: 'US',
      total_amount: 10.99,
      tax_amount: 1,
      invoices: [expect.any(Number)],
    })
    expect(latest.items[0]).toMatchObject({
      quantity: 1,
      base_price: 9.99,
      tax_rate: 0.1,
      total_amount: 10.99,
      catalog_product: { id: 1011 },
    })
  })

  it('filters by order_status and refuses an unknown status', async () => {
    const cancelled = (await ana('GET', '/api/v1/me/orders?order_status=cancel')).body.items
    expect(cancelled).toHaveLength(1)
    expect(cancelled[0].items[0].catalog_product.name).toBe('Hex FX lifetime licence')
    expect(expectError(await ana('GET', '/api/v1/me/orders?order_status=shipped'))).toEqual([
      400,
      2012,
      '2012',
    ])
    expect((await (await as(accounts.url, 'cleo'))('GET', '/api/v1/me/orders')).body.items).toEqual([])
  })
})

describe('GET {me}/orders/{orderId}/invoices/{invoiceId}', () => {
  it('answers JSON by default and a PDF with the same seller, tax number, card and totals for Accept: application/pdf', async () => {
    const order = (await ana('GET', '/api/v1/me/orders')).body.items[0]
    const path = `/api/v1/me/orders/${order.id}/invoices/${order.invoices[0]}`
    const asJson = await ana('GET', path)
    expect(asJson.body).toMatchObject({
      id: order.invoices[0],
      order_id: order.id,
      total_amount: 10.99,
      order: { id: order.id },
      seller: { name: expect.any(String), tax_number: expect.stringMatching(/\d/) },
      payment_method: { card_type: expect.any(String), masked_number: expect.stringMatching(/\d{4}$/) },
    })
    const { seller, payment_method: card } = asJson.body
    const { access } = (await login(accounts.url)).tokens
    const response = await fetch(`${accounts.url}/ecom${path}`, {
      headers: { accept: 'application/pdf', authorization: `Bearer ${access.token}` },
    })
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = pdfText(bytes)
    expect(text).toContain('Total: $10.99')
    expect(text).toContain('Subtotal: $9.99')
    expect(text).toContain('Pulsewave Studio monthly: price $9.99, tax $1.00, total $10.99')
    expect(text).toContain(seller.name)
    expect(text).toContain(`Tax number: ${seller.tax_number}`)
    expect(text).toContain(`Paid with: ${card.card_type} ending ${card.masked_number.slice(-4)}`)
  })

  it('answers 404 JSON for another order’s invoice or another customer’s order, even for a PDF', async () => {
    const orders = (await ana('GET', '/api/v1/me/orders')).body.items
    const wrong = await ana('GET', `/api/v1/me/orders/${orders[0].id}/invoices/${orders[1].invoices[0]}`, {
      headers: { accept: 'application/pdf' },
    })
    expect([wrong.status, wrong.body]).toEqual([404, { message: 'Not found' }])
    const cleo = await as(accounts.url, 'cleo')
    expect(
      (await cleo('GET', `/api/v1/me/orders/${orders[0].id}/invoices/${orders[0].invoices[0]}`)).status,
    ).toBe(404)
  })
})
