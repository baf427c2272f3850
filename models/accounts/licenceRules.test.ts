import { describe, expect, it } from 'vitest'
import { checkTyped, ilokUserPattern, serialPattern } from './licenceRules.ts'

describe('licence form rules', () => {
  it('are valid HTML pattern attributes too (browsers compile them with the v flag)', () => {
    for (const pattern of [serialPattern, ilokUserPattern]) {
      expect(() => new RegExp(pattern.source.replace(/^\^|\$$/g, ''), 'v')).not.toThrow()
    }
  })

  it('give 2013 for nothing, 2012 for a malformed value, nothing for a good one', () => {
    expect(checkTyped('  ', serialPattern)).toBe(2013)
    expect(checkTyped('<b>x</b>', serialPattern)).toBe(2012)
    expect(checkTyped('HEXFX-PERM-0001-A1B2', serialPattern)).toBeUndefined()
    expect(checkTyped('ana.alvarez', ilokUserPattern)).toBeUndefined()
    expect(checkTyped('a b', ilokUserPattern)).toBe(2012)
  })
})
