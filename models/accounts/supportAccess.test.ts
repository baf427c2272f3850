import { describe, expect, it } from 'vitest'
import {
  keptEntries,
  keptForMs,
  parseLog,
  type SupportAccess,
  topicsInWords,
  visitMs,
  withAccess,
} from './supportAccess.ts'

const t0 = Date.parse('2026-11-26T12:00:00Z')
const iso = (ms: number) => new Date(ms).toISOString()
const entry = (over: Partial<SupportAccess> = {}): SupportAccess => ({
  at: iso(t0),
  adminId: 9,
  adminName: 'Ada Admin',
  adminEmail: 'admin@example.com',
  userId: 1001,
  topics: ['licences'],
  ...over,
})

describe('the support access log', () => {
  it('merges reads by the same admin within one visit into one entry, topics in their fixed order', () => {
    const first = withAccess([], entry({ topics: ['orders'] }), t0)
    const log = withAccess(first, entry({ at: iso(t0 + visitMs - 1), topics: ['profile', 'orders'] }), t0)
    expect(log).toEqual([entry({ at: iso(t0 + visitMs - 1), topics: ['profile', 'orders'] })])
  })

  it('starts a new entry for a later visit or another admin, newest first', () => {
    const first = withAccess([], entry(), t0)
    const later = withAccess(first, entry({ at: iso(t0 + visitMs) }), t0 + visitMs)
    expect(later.map((e) => e.at)).toEqual([iso(t0 + visitMs), iso(t0)])
    const other = withAccess(first, entry({ adminId: 10, at: iso(t0 + 1) }), t0 + 1)
    expect(other.map((e) => e.adminId)).toEqual([10, 9])
  })

  it('keeps a bounded number of entries for a bounded time', () => {
    let log: SupportAccess[] = []
    for (let i = 0; i <= keptEntries; i++) {
      const at = t0 + i * visitMs
      log = withAccess(log, entry({ at: iso(at) }), at)
    }
    expect(log).toHaveLength(keptEntries)
    expect(log.at(-1)?.at).toBe(iso(t0 + visitMs))
    const late = t0 + keptForMs + visitMs * keptEntries
    expect(withAccess(log, entry({ at: iso(late), adminId: 11 }), late)).toHaveLength(1)
  })

  it('reads back only well-formed entries', () => {
    const good = entry({ topics: ['orders', 'profile'] })
    const text = JSON.stringify([good, { ...good, at: 'yesterday' }, { ...good, userId: '1' }, null, 3])
    expect(parseLog(text)).toEqual([entry({ topics: ['profile', 'orders'] })])
    expect(parseLog(JSON.stringify([{ ...good, topics: ['orders', 'passwords'] }]))[0]?.topics).toEqual([
      'orders',
    ])
    expect(parseLog('{not json')).toEqual([])
    expect(parseLog(JSON.stringify({ a: 1 }))).toEqual([])
    expect(parseLog(undefined)).toEqual([])
  })

  it('words what was read', () => {
    expect(topicsInWords(['orders', 'profile', 'licences'])).toBe(
      'your profile, your licences and your orders',
    )
    expect(topicsInWords(['invoice'])).toBe('an invoice')
    expect(topicsInWords([])).toBe('your account')
  })
})
