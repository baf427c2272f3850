import { describe, expect, it } from 'vitest'
import { plainSearch } from './plainSearch.ts'

describe('plainSearch', () => {
  it('keeps numbers as numbers and plain strings, and drops anything else', () => {
    expect(
      plainSearch({
        order: 12,
        status: 'complete',
        done: 'registerProduct',
        bad: '<b>',
        obj: { a: 1 },
        inf: Infinity,
      }),
    ).toEqual({ order: 12, status: 'complete', done: 'registerProduct' })
  })
})
