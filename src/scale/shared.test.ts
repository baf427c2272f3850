import { describe, expect, it } from 'vitest'
import { memoryShared } from './shared.ts'

describe('memoryShared', () => {
  it('keeps an entry until its time to live ends, and deletes on request', async () => {
    let at = 0
    const shared = memoryShared(() => at)
    const bytes = new TextEncoder().encode('page')
    await shared.entries.set('a', bytes, 100)
    await shared.entries.set('b', bytes, 100)
    await expect(shared.entries.get('a')).resolves.toEqual(bytes)
    at = 100
    await expect(shared.entries.get('a')).resolves.toBeUndefined()
    at = 0
    await shared.entries.delete(['b'])
    await expect(shared.entries.get('b')).resolves.toBeUndefined()
  })

  it('delivers a message to every listener of its channel until it unsubscribes', async () => {
    const shared = memoryShared()
    const heard: string[] = []
    const stop = shared.bus.subscribe('tags', (m) => heard.push(m))
    shared.bus.subscribe('other', (m) => heard.push(`other:${m}`))
    await shared.bus.publish('tags', 'one')
    stop()
    await shared.bus.publish('tags', 'two')
    expect(heard).toEqual(['one'])
  })

  it('gives a lock to one caller at a time, and again once released or lapsed', async () => {
    let at = 0
    const { locks } = memoryShared(() => at)
    await expect(locks.acquire('s', 50)).resolves.toBe(true)
    await expect(locks.acquire('s', 50)).resolves.toBe(false)
    await locks.release('s')
    await expect(locks.acquire('s', 50)).resolves.toBe(true)
    at = 50
    await expect(locks.acquire('s', 50)).resolves.toBe(true)
  })

  it('bounds a named layer by bytes, least recently used out first', async () => {
    const shared = memoryShared()
    const bounded = shared.bounded('pages', 100)
    await bounded.set('a', new Uint8Array(60), 1000)
    await bounded.set('b', new Uint8Array(60), 1000)
    expect(await bounded.size()).toEqual({ layer: 'pages', entries: 1, bytes: 60, maxBytes: 100 })
    expect(await bounded.get('a')).toBeUndefined()
    expect(shared.bounded('pages', 5)).toBe(bounded)
  })

  it('counts in a fixed window that the first increment starts', async () => {
    let at = 0
    const { counters } = memoryShared(() => at)
    await expect(counters.increment('k', 100)).resolves.toBe(1)
    at = 60
    await expect(counters.increment('k', 100)).resolves.toBe(2)
    at = 100
    await expect(counters.increment('k', 100)).resolves.toBe(1)
    await counters.delete(['k'])
    await expect(counters.increment('k', 100)).resolves.toBe(1)
  })
})
