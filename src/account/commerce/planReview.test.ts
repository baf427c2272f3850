import { describe, expect, it } from 'vitest'
import { reviewFromSearch, reviewHref } from './planReview.ts'

const review = {
  subscriptionId: 'sub_1',
  changeId: 'chg_9',
  planName: 'Studio Pro',
  amountDue: 12.5,
  newPrice: 29,
  nextBillingDate: '2026-12-01',
}

describe('a plan change review in the address (no JavaScript)', () => {
  it('comes back from the address it was sent to, as text or as the router parses it', () => {
    const query = new URL(reviewHref(review), 'https://site.test').searchParams.get('review')
    expect(reviewFromSearch(query)).toEqual(review)
    expect(reviewFromSearch(JSON.parse(query ?? ''))).toEqual(review)
  })

  it('is left out when anything is missing or malformed, never trusted half-way', () => {
    expect(reviewFromSearch('{not json')).toBeUndefined()
    expect(reviewFromSearch({ ...review, changeId: '../x' })).toBeUndefined()
    expect(reviewFromSearch({ ...review, amountDue: -1 })).toBeUndefined()
    expect(reviewFromSearch({ ...review, planName: '' })).toBeUndefined()
    expect(reviewFromSearch(42)).toBeUndefined()
  })
})
