/**
 * The content's claims agree with the shop (decision 185): every price, saving, checkout and plan
 * change named in the published content is checked against the ecommerce catalogue and the store's
 * discount codes, as the running stand-ins answer them (the same reads would work against the real
 * systems).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { CatalogProduct } from '../../models/accounts/ecom.ts'
import { type ClaimsInput, checkClaims, type StoreDiscount } from '../../models/content/claims.ts'

const urls = inject('sandboxUrls')
/** The Producer Suite is Studio, Sample and Hex FX: what its page compares its price with. */
const bundles = { 'producer-suite': ['studio', 'sample', 'hex-fx'] }

let input: ClaimsInput

beforeAll(async () => {
  const query = encodeURIComponent('*[_type in ["page", "soundpack", "downloads"]]')
  const [content, catalog, discounts] = await Promise.all([
    fetch(`${urls.content}/v2021-10-21/data/query/production?query=${query}`).then((r) => r.json()),
    fetch(`${urls.accounts}/ecom/api/v1/catalog/products`).then((r) => r.json()),
    fetch(`${urls.store}/api/discounts`).then((r) => r.json()),
  ])
  input = {
    documents: content.result as Array<Record<string, unknown>>,
    catalog: catalog.items as CatalogProduct[],
    discounts: discounts.items as StoreDiscount[],
    bundles,
  }
})

describe('content claims', () => {
  it('reads the whole published content, the catalogue and the store’s codes', () => {
    expect(input.documents.length).toBeGreaterThan(90)
    expect(input.catalog.length).toBeGreaterThanOrEqual(20)
    expect(input.discounts.map((d) => d.code)).toContain('STUDIO2-LAUNCH')
  })

  it('names only the catalogue’s prices and savings, and only products the shop sells', () => {
    expect(checkClaims(input)).toEqual([])
  })

  it('would notice a price the catalogue does not have', () => {
    const suite = input.documents.find((d) => d._id === 'page_producerSuite')
    const changed = JSON.parse(JSON.stringify(suite).replaceAll('$14.99', '$13.99').replaceAll('21%', '40%'))
    const problems = checkClaims({ ...input, documents: [changed] }).map((p) => p.claim)
    expect(problems).toContain('$13.99')
    expect(problems.some((claim) => /40%/.test(claim))).toBe(true)
  })
})
