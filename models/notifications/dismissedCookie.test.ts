import { describe, expect, it } from 'vitest'
import { dismissedCookieIds, dismissedCookieValue, maxCookieIds } from './dismissedCookie.ts'

describe('the dismissals cookie', () => {
  it('carries the ids and reads them back', () => {
    expect(dismissedCookieIds(dismissedCookieValue(['3', '17', 'a-b_c']))).toEqual(['3', '17', 'a-b_c'])
    expect(dismissedCookieIds(undefined)).toEqual([])
    expect(dismissedCookieIds('')).toEqual([])
  })

  it('keeps only the newest ids within its bound', () => {
    const ids = Array.from({ length: maxCookieIds + 5 }, (_, i) => String(i))
    const kept = dismissedCookieIds(dismissedCookieValue(ids))
    expect(kept).toHaveLength(maxCookieIds)
    expect(kept[0]).toBe('5')
    expect(kept.at(-1)).toBe(String(maxCookieIds + 4))
  })

  it('leaves out what is unsafe in a cookie or malformed, sent or stored', () => {
    expect(dismissedCookieValue(['1', 'a;b', 'c d', '', 'x'.repeat(65), '2'])).toBe('1.2')
    expect(dismissedCookieIds('1.<script>..2;3.4')).toEqual(['1', '4'])
  })
})
