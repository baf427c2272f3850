import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productCopy, suiteCopy } from '../../content/seed/content/products.ts'
import { call, startTestAccounts, type TestAccounts } from '../test-support.ts'
import { annualCents, catalog } from './catalog.ts'

/** "$9.99 / month" → 999 cents; "$199 once" → 19900. */
const centsOf = (label: string) => Math.round(Number(/\$([\d.]+)/.exec(label)![1]) * 100)

describe('catalog data', () => {
  it('charges what the pricing pages of the content seed show', () => {
    for (const copy of productCopy) {
      const entries = catalog.filter((e) => e.line.key === copy.product)
      const price = (offer: string) => entries.find((e) => e.offer === offer)!.priceCents
      expect(price('monthly'), copy.product).toBe(centsOf(copy.priceMonthly))
      expect(price('lifetime'), copy.product).toBe(centsOf(copy.priceLifetime))
      expect(price('annual'), copy.product).toBe(annualCents(centsOf(copy.priceMonthly)))
      expect(price('trial'), copy.product).toBe(0)
    }
    const suite = catalog.filter((e) => e.line.key === 'producer-suite')
    const suitePrice = (offer: string) => suite.find((e) => e.offer === offer)!.priceCents
    expect(suitePrice('monthly')).toBe(centsOf(suiteCopy.priceMonthly))
    expect(suitePrice('annual')).toBe(centsOf(suiteCopy.priceAnnual))
    expect(suitePrice('lifetime')).toBe(centsOf(suiteCopy.priceLifetime))
    expect(new Set(catalog.map((e) => e.line.key))).toEqual(
      new Set([...productCopy.map((p) => p.product), 'producer-suite']),
    )
  })

  it('prices an annual plan at ten months', () => {
    expect(annualCents(999)).toBe(9990)
  })
})

describe('GET /api/v1/catalog/products', () => {
  let accounts: TestAccounts
  beforeAll(async () => {
    accounts = await startTestAccounts()
  })
  afterAll(() => accounts.close())

  it('answers every product without a token, in the reference shape', async () => {
    const result = await call(accounts.url, 'GET', '/ecom/api/v1/catalog/products')
    expect(result.status).toBe(200)
    expect(result.body.items).toHaveLength(20)
    const studioAnnual = result.body.items.find((p: { id: number }) => p.id === 1012)
    expect(studioAnnual).toMatchObject({
      name: 'Pulsewave Studio annual',
      price: 99.9,
      subscription: true,
      trial: false,
      available: true,
      subscription_group: 'studio',
      subscription_plan: { id: 'studio-annual', billing_frequency: 12 },
    })
    const trials = result.body.items.filter((p: { trial: boolean }) => p.trial)
    expect(trials.map((p: { price: number }) => p.price)).toEqual([0, 0, 0, 0, 0])
    for (const product of result.body.items) {
      expect(Object.keys(product)).toEqual(
        expect.arrayContaining([
          'id',
          'name',
          'price',
          'promotional_price',
          'subscription',
          'time_limited',
          'trial',
          'available',
          'categories',
          'subscription_group',
          'subscription_plan',
          'feature_set',
        ]),
      )
    }
  })
})
