import { describe, expect, it } from 'vitest'
import type { ProductType } from './license.ts'
import { productNames, unlocksOf } from './unlocks.ts'

const lt = (id: number, name: string, term: string) => ({ id, name, term })

const studio: ProductType = {
  id: 1,
  name: 'Studio',
  license_types: [
    { count: 1, license_type: lt(101, 'Studio Subscription', 'subscription') },
    { count: 2, license_type: lt(102, 'Studio', 'permanent') },
    { count: null, license_type: lt(103, 'Studio Trial', 'trial') },
  ],
  upgrade_from: [],
  upgrade_to: [{ id: 5, name: 'Producer Suite' }],
}

describe('unlocksOf', () => {
  it("puts the customer's own edition first and keeps the others in the service's order", () => {
    const unlocks = unlocksOf(studio, 102)
    expect(unlocks.product).toBe('Studio')
    expect(unlocks.editions.map((e) => [e.name, e.yours])).toEqual([
      ['Studio', true],
      ['Studio Subscription', false],
      ['Studio Trial', false],
    ])
    expect(unlocks.upgradeTo).toEqual(['Producer Suite'])
    expect(unlocks.upgradeFrom).toEqual([])
  })

  it('counts an edition without a count as one licence, and marks none as yours for an unknown type', () => {
    const unlocks = unlocksOf(studio, 999)
    expect(unlocks.editions.map((e) => e.count)).toEqual([1, 2, 1])
    expect(unlocks.editions.some((e) => e.yours)).toBe(false)
  })

  it('reads a product type with no editions or upgrade lists', () => {
    expect(unlocksOf({ id: 9, name: 'Loop Pack' }, 1)).toEqual({
      product: 'Loop Pack',
      editions: [],
      upgradeTo: [],
      upgradeFrom: [],
    })
  })
})

describe('productNames', () => {
  it('reads names from objects or plain strings, once each, and leaves out anything else', () => {
    expect(
      productNames([{ id: 1, name: 'Studio' }, 'Sample', ' ', { id: 3 }, 7, null, { name: 'Studio' }]),
    ).toEqual(['Studio', 'Sample'])
  })

  it('answers no names for something that is not a list', () => {
    expect(productNames({ name: 'Studio' })).toEqual([])
    expect(productNames(undefined)).toEqual([])
  })

  it('never names the product as its own upgrade', () => {
    expect(unlocksOf({ ...studio, upgrade_to: ['Studio', 'Producer Suite'] }, 101).upgradeTo).toEqual([
      'Producer Suite',
    ])
  })
})
