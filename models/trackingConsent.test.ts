import { describe, expect, it } from 'vitest'
import { parseConsent, readDecision, reasonOf } from './trackingConsent.ts'

describe('tracking consent rules', () => {
  it('knows exactly two choices', () => {
    expect(parseConsent('granted')).toBe('granted')
    expect(parseConsent('denied')).toBe('denied')
    for (const other of ['GRANTED', 'yes', '', null, undefined, 1])
      expect(parseConsent(other)).toBeUndefined()
  })

  it('reads an answer as "no" unless it says yes in the known words', () => {
    expect(readDecision({ allow: true, consent: 'granted', reason: 'consent_granted' })).toEqual({
      allow: true,
      consent: 'granted',
      reason: 'consent_granted',
    })
    expect(readDecision({ allow: 'true', consent: 'x', reason: 'consent_granted' })).toMatchObject({
      allow: false,
      consent: null,
    })
    expect(readDecision(null)).toEqual({ allow: false, consent: null, reason: 'unavailable' })
    expect(readDecision('allow')).toMatchObject({ allow: false })
    expect(reasonOf('because')).toBe('unavailable')
    expect(reasonOf(null)).toBe('unavailable')
  })
})
