import { describe, expect, it, vi } from 'vitest'
import { createReadCache } from './readCache.ts'

describe('createReadCache', () => {
  it('reuses a value within its time to live and reloads after', async () => {
    let clock = 0
    const cache = createReadCache<number>({ ttlMs: 100, maxEntries: 10, now: () => clock })
    const load = vi.fn(async () => clock)
    expect(await cache.get('a', load)).toBe(0)
    clock = 99
    expect(await cache.get('a', load)).toBe(0)
    clock = 100
    expect(await cache.get('a', load)).toBe(100)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares one load between concurrent reads', async () => {
    const cache = createReadCache<string>({ ttlMs: 1000, maxEntries: 10 })
    const load = vi.fn(() => new Promise<string>((ok) => setTimeout(() => ok('x'), 5)))
    await expect(
      Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]),
    ).resolves.toEqual(['x', 'x', 'x'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('never keeps failures or values it must not keep', async () => {
    const cache = createReadCache<number>({ ttlMs: 1000, maxEntries: 10, keep: (v) => v !== 500 })
    await expect(cache.get('e', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    await expect(cache.get('e', async () => 1)).resolves.toBe(1)
    await cache.get('s', async () => 500)
    await expect(cache.get('s', async () => 200)).resolves.toBe(200)
  })

  it('drops the oldest entries past its size and is off with a zero time to live', async () => {
    const cache = createReadCache<string>({ ttlMs: 1000, maxEntries: 2 })
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => k)
    await expect(cache.get('a', async () => 'reloaded')).resolves.toBe('reloaded')
    const off = createReadCache<number>({ ttlMs: 0, maxEntries: 2 })
    let n = 0
    await off.get('x', async () => ++n)
    await expect(off.get('x', async () => ++n)).resolves.toBe(2)
  })
})

describe('createReadCache by bytes', () => {
  it('drops the oldest values once what it holds weighs more than its bound, and says what it holds', async () => {
    const cache = createReadCache<string>({
      ttlMs: 1000,
      maxEntries: 100,
      maxBytes: 10,
      sizeOf: (v) => v.length,
    })
    await cache.get('a', async () => 'aaaa')
    await cache.get('b', async () => 'bbbb')
    await cache.get('c', async () => 'cccc')
    expect(cache.size()).toMatchObject({ entries: 2, bytes: 8, maxBytes: 10 })
    const load = vi.fn(async () => 'again')
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
