import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidGtmId, pageViewEvent, parseGtmId } from './tracking.ts'

describe('parseGtmId', () => {
  it('is disabled when unset or empty', () => {
    expect(parseGtmId(undefined)).toBeUndefined()
    expect(parseGtmId('')).toBeUndefined()
  })

  it('accepts GTM- and G- followed by uppercase letters or digits', () => {
    fc.assert(
      fc.property(fc.constantFrom('GTM-', 'G-'), fc.stringMatching(/^[A-Z0-9]{1,12}$/), (prefix, rest) => {
        expect(parseGtmId(prefix + rest)).toBe(prefix + rest)
      }),
    )
  })

  it('rejects anything else with a clear error naming the value', () => {
    for (const bad of ['GTM-', 'gtm-ABC', 'GTM-abc', 'UA-12345', 'G-AB CD', 'GTM-XXXX;', ' GTM-AB'])
      expect(() => parseGtmId(bad)).toThrow(InvalidGtmId)
    expect(() => parseGtmId('GTM-abc')).toThrow(/GTM_ID "GTM-abc"/)
  })
})

describe('pageViewEvent', () => {
  it('carries the path, location and title', () => {
    expect(pageViewEvent({ href: 'https://x.test/studio?a=1', pathname: '/studio' }, 'Studio')).toEqual({
      event: 'page_view',
      page_path: '/studio',
      page_location: 'https://x.test/studio?a=1',
      page_title: 'Studio',
    })
  })
})
