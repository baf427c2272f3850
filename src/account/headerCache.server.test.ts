import { describe, expect, it } from 'vitest'
import { cookieNames } from '../identity/cookies.ts'
import { request, testPlatform } from '../identity/testing.ts'
import { createHeaderCache, sessionKeyOf } from './headerCache.server.ts'

const ana = { name: 'Ana Alvarez' }
const ben = { name: 'Ben Brooks', avatar: 'https://cdn.example.com/ben/thumb.webp' }

describe("the header's short-lived cache", () => {
  it('answers until its time is up, then asks again', () => {
    let clock = 0
    const cache = createHeaderCache({ ttlMs: 1000, now: () => clock })
    cache.store('a', ana, cache.mark())
    clock = 999
    expect(cache.get('a')).toEqual(ana)
    clock = 1000
    expect(cache.get('a')).toBeUndefined()
    // An expired entry is dropped when read, not kept.
    expect(cache.size).toBe(0)
  })

  it('keeps at most its bound, dropping the least recently used', () => {
    const cache = createHeaderCache({ maxEntries: 2 })
    cache.store('a', ana, cache.mark())
    cache.store('b', ben, cache.mark())
    expect(cache.get('a')).toEqual(ana) // now b is the least recently used
    cache.store('c', ana, cache.mark())
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([ana, undefined, ana])
    expect(cache.size).toBe(2)
  })

  it('forgets a session on a command, and refuses what a read began before it', () => {
    const cache = createHeaderCache()
    cache.store('a', ana, cache.mark())
    const before = cache.mark()
    cache.forget('a')
    expect(cache.get('a')).toBeUndefined()
    // A read that began before the command may carry what the command changed.
    cache.store('a', ana, before)
    expect(cache.get('a')).toBeUndefined()
    cache.store('a', ben, cache.mark())
    expect(cache.get('a')).toEqual(ben)
  })

  it('never keeps a request that is not one whole session', () => {
    const cache = createHeaderCache()
    cache.store(undefined, ana, cache.mark())
    expect(cache.get(undefined)).toBeUndefined()
    expect(cache.size).toBe(0)
  })
})

describe('the session key', () => {
  const platform = testPlatform()
  const keyOf = (cookie: string) => sessionKeyOf(platform, request('/', { headers: { cookie } }))
  const pair = `${cookieNames.access}=at; ${cookieNames.refresh}=rt`

  it('is both tokens: neither alone, nor a cookie sent twice, finds a session', () => {
    expect(keyOf(pair)).toEqual(expect.any(String))
    expect(keyOf(pair)).toBe(keyOf(`${cookieNames.refresh}=rt; ${cookieNames.access}=at`))
    expect(keyOf(`${cookieNames.access}=at; ${cookieNames.refresh}=rt2`)).not.toBe(keyOf(pair))
    expect(keyOf(`${cookieNames.refresh}=rt`)).toBeUndefined()
    expect(keyOf(`${cookieNames.access}=at`)).toBeUndefined()
    expect(keyOf(`${pair}; ${cookieNames.refresh}=planted`)).toBeUndefined()
  })

  it('holds a digest, not the tokens', () => {
    const key = keyOf(`${cookieNames.access}=access-token; ${cookieNames.refresh}=refresh-token`)
    expect(key).not.toContain('-token')
    expect(key).toHaveLength(44) // sha-256 in base64
  })
})
