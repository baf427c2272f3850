import { describe, expect, it } from 'vitest'
import { queryParams } from './query.ts'
import { readPath } from './readPath.ts'
import { token, validateAccountSearch, whole } from './search.ts'

describe('account page queries, checked on the way in', () => {
  it('keep a short plain token and drop anything else', () => {
    expect(token('plan-1012_a.b')).toBe('plan-1012_a.b')
    expect(token('x'.repeat(64))).toBe('x'.repeat(64))
    expect(token('x'.repeat(65))).toBeUndefined()
    expect(token('a b')).toBeUndefined()
    expect(token('')).toBeUndefined()
    expect(token(['ab'])).toBeUndefined()
    expect(token(12)).toBeUndefined()
  })

  it('keep a positive whole number of up to ten digits', () => {
    expect([whole('7'), whole(1012), whole('9999999999')]).toEqual([7, 1012, 9999999999])
    for (const bad of ['0', '07', '-1', '1.5', '12a', 'a12', '12345678901', '', undefined]) {
      expect(whole(bad)).toBeUndefined()
    }
  })

  it('give every screen its outcome fields, each within its own length', () => {
    expect(
      validateAccountSearch({ done: 'changePlan', problem: 'ApiError.2012', form: 'f', confirm: 'c' }),
    ).toEqual({ done: 'changePlan', problem: 'ApiError.2012', form: 'f', confirm: 'c' })
    expect(
      validateAccountSearch({ done: 'd'.repeat(49), form: 'f'.repeat(33), confirm: 'c'.repeat(128) }),
    ).toEqual({
      done: undefined,
      problem: undefined,
      form: undefined,
      confirm: 'c'.repeat(128),
    })
  })
})

describe("a read's query as a query string", () => {
  it('carries plain values and leaves out empty ones', () => {
    expect(queryParams({ status: 'complete', page: 2, empty: '', none: undefined, zero: 0 }).toString()).toBe(
      'status=complete&page=2&zero=0',
    )
    expect(queryParams(undefined).toString()).toBe('')
    expect([readPath('orders', { status: 'complete', page: '' }), readPath('me', undefined)]).toEqual([
      '/api/account/read/orders?status=complete',
      '/api/account/read/me',
    ])
  })
})
