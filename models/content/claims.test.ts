import { describe, expect, it } from 'vitest'
import type { CatalogProduct } from '../accounts/ecom.ts'
import { checkClaims } from './claims.ts'

const product = (
  id: number,
  line: string,
  price: number,
  offer: 'monthly' | 'annual' | 'lifetime' | 'trial',
) =>
  ({
    id,
    name: `${line} ${offer}`,
    price,
    subscription: offer === 'monthly' || offer === 'annual',
    trial: offer === 'trial',
    categories: [
      { id: 1, name: offer === 'annual' || offer === 'monthly' ? 'subscription' : offer },
      { id: 2, name: line },
    ],
    subscription_plan:
      offer === 'monthly'
        ? { id: 'm', name: 'm', billing_frequency: 1 }
        : offer === 'annual'
          ? { id: 'a', name: 'a', billing_frequency: 12 }
          : null,
  }) as unknown as CatalogProduct

const catalog = [
  product(1011, 'studio', 9.99, 'monthly'),
  product(1012, 'studio', 99.9, 'annual'),
  product(1013, 'studio', 199, 'lifetime'),
  product(1014, 'studio', 0, 'trial'),
  product(1021, 'sample', 4.99, 'monthly'),
  product(1022, 'sample', 49.9, 'annual'),
  product(1023, 'sample', 99, 'lifetime'),
  product(1051, 'producer-suite', 12.99, 'monthly'),
  product(1052, 'producer-suite', 129.9, 'annual'),
  product(1053, 'producer-suite', 249, 'lifetime'),
]
const discounts = [{ code: 'LAUNCH', percent_off: 40, product_ids: [1013] }]
const bundles = { 'producer-suite': ['studio', 'sample'] }

const text = (t: string) => [{ _type: 'block', children: [{ _type: 'span', text: t }] }]
const check = (documents: Array<Record<string, unknown>>) =>
  checkClaims({ documents, catalog, discounts, bundles }).map((p) => `${p.document}: ${p.claim}`)

describe('content claims against the catalogue', () => {
  it('accepts prices, discounted prices, bundle sums and savings the catalogue gives', () => {
    expect(
      check([
        {
          _id: 'pricing',
          product: 'studio',
          description: 'From $9.99 / month, or $199 once. Two months free yearly.',
        },
        {
          _id: 'campaign',
          title: '40% off: $119.40 instead of $199',
          cta: { action: { kind: 'checkout', catalogProductId: 1013, discountCode: 'LAUNCH' } },
        },
        {
          _id: 'suite',
          contentType: 'producerSuite',
          body: text('Save 13%: $12.99 instead of $14.98 apart, $249 instead of $298.'),
        },
      ]),
    ).toEqual([])
  })

  it('finds what the issue found: a suite dearer than its parts, an undiscounted campaign, priced packs', () => {
    expect(
      check([
        { _id: 'suite', contentType: 'producerSuite', body: text('Save 40%: $14.99 a month.') },
        {
          _id: 'campaign',
          title: 'Claim 40% off',
          cta: { action: { kind: 'checkout', catalogProductId: 1013 } },
        },
        { _id: 'pack', _type: 'soundpack', priceUsd: 19 },
        { _id: 'orphan', title: 'Only $5 today' },
      ]),
    ).toEqual(['suite: $14.99', 'suite: Save 40%', 'campaign: 40% off', 'pack: priceUsd 19', 'orphan: $5'])
  })

  it('checks what a product card sells: its price and the period it is billed for', () => {
    const card = (priceLabel: string, catalogProductId: number, discountCode?: string) => ({
      _type: 'productCards',
      cards: [
        {
          product: 'studio',
          priceLabel,
          ctas: [
            { action: { kind: 'checkout', catalogProductId, ...(discountCode ? { discountCode } : {}) } },
          ],
        },
      ],
    })
    expect(
      check([
        { _id: 'ok', pageBuilder: [card('$9.99 / month', 1011), card('$119.40 once', 1013, 'LAUNCH')] },
        { _id: 'price', pageBuilder: [card('$99.90 / month', 1012)] },
        { _id: 'period', pageBuilder: [card('$199 / year', 1013)] },
      ]),
    ).toEqual(['price: $99.90 / month', 'period: $199 / year'])
  })

  it('refuses unknown products, unknown or misplaced codes, plan changes to what is no plan, wrong months free', () => {
    expect(
      check([
        { _id: 'a', cta: { action: { kind: 'checkout', catalogProductId: 4242 } } },
        { _id: 'b', cta: { action: { kind: 'checkout', catalogProductId: 1011, discountCode: 'NOPE' } } },
        { _id: 'c', cta: { action: { kind: 'checkout', catalogProductId: 1011, discountCode: 'LAUNCH' } } },
        { _id: 'd', cta: { action: { kind: 'planChange', catalogProductId: 1013 } } },
        { _id: 'e', product: 'sample', body: text('Three months free when you pay yearly.') },
      ]),
    ).toEqual([
      'a: catalogue product 4242',
      'b: discount code NOPE',
      'c: discount code LAUNCH',
      'd: plan change to studio lifetime',
      'e: Three months free',
    ])
  })
})
