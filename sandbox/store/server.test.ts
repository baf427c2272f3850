import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStoreServer } from './server.ts'

let base = ''
const server = createStoreServer()

beforeAll(async () => {
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

const page = async (query: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}/checkout${query}`, { headers })
  return { status: response.status, html: await response.text() }
}
const field = (html: string, name: string) => new RegExp(`data-field="${name}"[^>]*>([^<]*)<`).exec(html)?.[1]

describe('the store stand-in’s checkout', () => {
  it('shows the catalogue product it was given, its price and total', async () => {
    const { status, html } = await page('?product=1051')
    expect(status).toBe(200)
    expect(html).toContain('data-checkout-product="1051"')
    expect([field(html, 'name'), field(html, 'price'), field(html, 'total')]).toEqual([
      'Producer Suite monthly',
      '$14.99 a month',
      '$14.99',
    ])
  })

  it('applies a discount code to the products it is for, and says when it cannot', async () => {
    const claimed = await page('?product=1013&discount=STUDIO2-LAUNCH')
    expect(claimed.html).toContain('data-discount="STUDIO2-LAUNCH"')
    expect(field(claimed.html, 'total')).toBe('$119.40')
    const elsewhere = await page('?product=1011&discount=STUDIO2-LAUNCH')
    expect(field(elsewhere.html, 'total')).toBe('$9.99')
    expect(field(elsewhere.html, 'discount-problem')).toMatch(/does not apply/)
    const unknown = await page('?product=1013&discount=FREE-STUFF')
    expect(field(unknown.html, 'total')).toBe('$199.00')
    expect(field(unknown.html, 'discount-problem')).toMatch(/not valid/)
  })

  it('refuses what names no catalogue product, and escapes what it shows back', async () => {
    expect((await page('')).status).toBe(400)
    expect((await page('?product=abc')).status).toBe(400)
    const missing = await page('?product=999999')
    expect(missing.status).toBe(404)
    const hostile = await page('?product=1011&discount=%3Cscript%3Ealert(1)%3C/script%3E')
    expect(hostile.html).not.toContain('<script>alert')
  })

  it('offers the way back only to an http(s) page', async () => {
    expect((await page('?product=1011', { referer: 'http://localhost:3000/studio' })).html).toContain(
      'href="http://localhost:3000/studio"',
    )
    expect((await page('?product=1011', { referer: 'javascript:alert(1)' })).html).not.toContain(
      'javascript:',
    )
  })

  it('lists its discount codes, and answers 404 and 405 elsewhere', async () => {
    const list = await (await fetch(`${base}/api/discounts`)).json()
    expect(list.items).toEqual([
      expect.objectContaining({ code: 'STUDIO2-LAUNCH', percent_off: 40, product_ids: [1013] }),
    ])
    expect((await fetch(`${base}/api/discounts/STUDIO2-LAUNCH`)).status).toBe(200)
    expect((await fetch(`${base}/api/discounts/NOPE`)).status).toBe(404)
    expect((await fetch(`${base}/nowhere`)).status).toBe(404)
    expect((await fetch(`${base}/checkout?product=1011`, { method: 'POST' })).status).toBe(405)
  })
})
