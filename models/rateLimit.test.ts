import { describe, expect, it } from 'vitest'
import { createRateLimit } from './rateLimit.ts'

describe('createRateLimit', () => {
  it('allows `limit` events per window and key, then refuses with the seconds left, then resets', () => {
    const limit = createRateLimit({ limit: 3, windowMs: 60_000 })
    expect([1, 2, 3].map(() => limit.hit('a', 0).allowed)).toEqual([true, true, true])
    expect(limit.blocked('a', 1000)).toEqual({ allowed: false, retryAfterSeconds: 59 })
    expect(limit.hit('a', 1000)).toEqual({ allowed: false, retryAfterSeconds: 59 })
    expect(limit.hit('b', 1000).allowed).toBe(true)
    expect(limit.hit('a', 60_000).allowed).toBe(true)
    expect(limit.blocked('a', 60_000).allowed).toBe(true)
  })

  it('keeps memory bounded under many distinct keys', () => {
    const limit = createRateLimit({ limit: 1, windowMs: 60_000, maxKeys: 2 })
    for (const key of ['a', 'b', 'c']) limit.hit(key, 0)
    expect(limit.blocked('a', 0).allowed).toBe(true)
    expect(limit.blocked('c', 0).allowed).toBe(false)
  })
})
