import { describe, expect, it } from 'vitest'
import { day, dayTime } from './dates.ts'

describe('account dates', () => {
  const instants = ['2026-03-03T23:30:00Z', '2025-12-31T00:00:00.000Z', '2024-02-29T12:00:00+05:00']

  it('read as the per-call toLocale… formatting in UTC did, with one formatter', () => {
    for (const iso of instants) {
      expect(day(iso)).toBe(
        new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }),
      )
      expect(dayTime(iso)).toBe(
        new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
      )
    }
  })

  it('take a plain YYYY-MM-DD as that day in UTC', () => {
    expect(day('2026-03-03')).toBe(day('2026-03-03T00:00:00Z'))
    expect(day('2026-03-03')).not.toBe(day('2026-03-02T00:00:00Z'))
  })

  it('show nothing for a missing or unreadable date instead of "Invalid Date" or a throw', () => {
    for (const iso of [undefined, '', 'soon', '2026-13-45']) {
      expect(day(iso)).toBeUndefined()
      expect(dayTime(iso)).toBeUndefined()
    }
  })
})
