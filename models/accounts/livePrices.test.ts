import { describe, expect, it } from 'vitest'
import type { PageDocument } from '../content/page.ts'
import type { CatalogProduct } from './ecom.ts'
import { liveLabel, offerOf, withLivePrices } from './livePrices.ts'

const plan = (months: number) => ({ id: `p${months}`, name: 'x', billing_frequency: months })
const product = (
  id: number,
  group: string,
  price: number,
  kind: 'monthly' | 'annual' | 'lifetime' | 'trial',
) =>
  ({
    id,
    name: `${group} ${kind}`,
    price,
    subscription: kind === 'monthly' || kind === 'annual',
    trial: kind === 'trial',
    categories: [{ id: 1, name: group }],
    subscription_plan: kind === 'monthly' ? plan(1) : kind === 'annual' ? plan(12) : null,
  }) satisfies CatalogProduct
const catalog = [
  product(1011, 'studio', 10.49, 'monthly'),
  product(1012, 'studio', 104.9, 'annual'),
  product(1013, 'studio', 209, 'lifetime'),
  product(1014, 'studio', 0, 'trial'),
  product(1041, 'dj-pro', 13.99, 'monthly'),
]

describe('live prices on pricing pages', () => {
  it('reads the offer from the label’s wording', () => {
    expect(['$9.99 / month', '$99 / year', '$199 once', 'Free'].map(offerOf)).toEqual([
      'monthly',
      'annual',
      'lifetime',
      undefined,
    ])
  })

  it('puts the catalogue amount into the CMS wording, and keeps the label it cannot price', () => {
    expect(liveLabel('$9.99 / month', 'studio', catalog)).toBe('$10.49 / month')
    expect(liveLabel('$199 once', 'studio', catalog)).toBe('$209 once')
    expect(liveLabel('$12.99 / month', 'dj/pro', catalog)).toBe('$13.99 / month')
    expect(liveLabel('$79 once', 'hex-fx', catalog)).toBe('$79 once')
    expect(liveLabel('Ask us', 'studio', catalog)).toBe('Ask us')
  })

  it('changes only product card price labels of the page', () => {
    const page = {
      _id: 'p',
      _type: 'page',
      _updatedAt: '',
      contentType: 'pricing',
      title: 'Pricing',
      pageBuilder: [
        {
          _key: 's',
          subSections: [
            {
              _key: 'b',
              _type: 'productCards',
              cards: [
                {
                  _key: 'c',
                  product: 'studio',
                  title: 'Monthly',
                  body: [],
                  image: {},
                  priceLabel: '$9.99 / month',
                },
              ],
            },
          ],
        },
      ],
    } as unknown as PageDocument
    const priced = withLivePrices(page, catalog)
    expect(priced.pageBuilder[0]?.subSections[0]).toMatchObject({ cards: [{ priceLabel: '$10.49 / month' }] })
    expect(page.pageBuilder[0]?.subSections[0]).toMatchObject({ cards: [{ priceLabel: '$9.99 / month' }] })
  })

  it('prices a card by the catalogue product it sells, and leaves a discounted offer as written', () => {
    expect(liveLabel('$99.90 / year', 'studio', catalog, 1012)).toBe('$104.90 / year')
    const card = (priceLabel: string, checkout: { catalogProductId: number; discountCode?: string }) => ({
      _key: priceLabel,
      product: 'studio',
      title: 'x',
      body: [],
      image: {},
      priceLabel,
      ctas: [{ label: 'Buy', external: true, kind: 'checkout', checkout }],
    })
    const page = {
      _id: 'p',
      _type: 'page',
      _updatedAt: '',
      contentType: 'campaign',
      title: 'Offer',
      pageBuilder: [
        {
          _key: 's',
          subSections: [
            {
              _key: 'b',
              _type: 'productCards',
              cards: [
                card('$199 once', { catalogProductId: 1013 }),
                card('$119.40 once (was $199)', { catalogProductId: 1013, discountCode: 'LAUNCH' }),
              ],
            },
          ],
        },
      ],
    } as unknown as PageDocument
    expect(withLivePrices(page, catalog).pageBuilder[0]?.subSections[0]).toMatchObject({
      cards: [{ priceLabel: '$209 once' }, { priceLabel: '$119.40 once (was $199)' }],
    })
  })
})
