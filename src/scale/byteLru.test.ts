import { describe, expect, it } from 'vitest'
import { byteLru } from './byteLru.ts'

const sized = (maxBytes: number, now = () => 0) => {
  const removed: string[] = []
  const lru = byteLru<string>({
    layer: 'test',
    maxBytes,
    sizeOf: (value) => value.length,
    onRemove: (key) => removed.push(key),
    now,
  })
  return { lru, removed }
}

describe('byteLru', () => {
  it('keeps what fits in its bytes and drops the least recently used first', () => {
    const { lru, removed } = sized(10)
    lru.set('a', 'aaaa')
    lru.set('b', 'bbbb')
    expect(lru.get('a')).toBe('aaaa') // a is now the most recently used
    lru.set('c', 'cccc')
    expect(removed).toEqual(['b'])
    expect([...lru.keys()]).toEqual(['a', 'c'])
    expect(lru.size()).toEqual({ layer: 'test', entries: 2, bytes: 8, maxBytes: 10 })
  })

  it('counts a replaced value once, and refuses a value bigger than the bound', () => {
    const { lru, removed } = sized(10)
    lru.set('a', 'aaaa')
    lru.set('a', 'aaaaaa')
    expect(lru.size().bytes).toBe(6)
    expect(lru.set('big', 'x'.repeat(11))).toBe(false)
    expect(lru.has('big')).toBe(false)
    expect(lru.size().bytes).toBe(6)
    expect(removed).toEqual(['a'])
  })

  it('drops a lapsed value when read, and sweeps lapsed ones as new ones come in', () => {
    let at = 0
    const { lru, removed } = sized(100, () => at)
    lru.set('short', 'x', 10)
    lru.set('long', 'y', 1000)
    lru.set('other', 'z', 10)
    at = 10
    expect(lru.peek('short')).toBeUndefined()
    lru.set('new', 'w')
    expect(removed).toEqual(['short', 'other'])
    expect(lru.size()).toMatchObject({ entries: 2, bytes: 2 })
  })

  it('tells of every value that leaves on delete and clear', () => {
    const { lru, removed } = sized(100)
    lru.set('a', 'a')
    lru.set('b', 'b')
    expect(lru.delete('a')).toBe(true)
    expect(lru.delete('a')).toBe(false)
    lru.clear()
    expect(removed).toEqual(['a', 'b'])
    expect(lru.size()).toMatchObject({ entries: 0, bytes: 0 })
  })
})
