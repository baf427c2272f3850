import { describe, expect, it } from 'vitest'
import { day, dayTime } from './dates.ts'

describe('account dates', () => {
  const instants = [
    '2026-03-03T23:30:00Z',
    '2025-12-31T00:00:00.000Z',
    '2024-02-29T12:00:00+05:00',
    '2026-11-27T09:05:59.999Z',
    '1000-01-01T00:00:00Z',
    '9999-12-31T23:59:00Z',
    // every month, at the start and the end of its first day
    ...Array.from({ length: 12 }, (_, month) => [
      new Date(Date.UTC(2027, month, 1)).toISOString(),
      new Date(Date.UTC(2027, month, 1, 23, 59)).toISOString(),
    ]).flat(),
  ]

  it('read as the per-call toLocale… formatting in UTC did, in every month and at every hour', () => {
    for (const iso of instants) {
      expect(day(iso)).toBe(
        new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }),
      )
      expect(dayTime(iso)).toBe(
        new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
      )
    }
  })

  it('agree with ICU at every hour and minute of a day', () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const iso = new Date(Date.UTC(2026, 8, 9, 0, minute)).toISOString()
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
    for (const iso of [
      undefined,
      '',
      'soon',
      '2026-13-45',
      '0000-06-15T00:00:00Z',
      '-000044-03-15T12:00:00Z',
    ]) {
      expect(day(iso)).toBeUndefined()
      expect(dayTime(iso)).toBeUndefined()
    }
  })
})
