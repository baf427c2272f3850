import { describe, expect, it } from 'vitest'
import { ImageCache } from './imageCache.ts'

const entry = (bytes: number) => ({ body: Buffer.alloc(bytes), contentType: 'image/png' })

describe('ImageCache', () => {
  it('evicts the least recently used entries past its byte budget', () => {
    const cache = new ImageCache(100)
    cache.set('a', entry(20))
    cache.set('b', entry(20))
    cache.set('c', entry(20))
    cache.get('a')
    cache.set('d', entry(25))
    cache.set('e', entry(25))
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')?.body.length).toBe(20)
    expect(cache.size).toBe(4)
  })

  it('does not keep an entry larger than a quarter of the budget', () => {
    const cache = new ImageCache(100)
    cache.set('big', entry(26))
    expect(cache.get('big')).toBeUndefined()
  })
})
