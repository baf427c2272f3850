import { describe, expect, it } from 'vitest'
import { supportedLocales } from '../identity/users.ts'
import { countryCodes } from './countries.ts'
import { checkProfile, profileFields } from './rules.ts'
import { allowTracking } from './tracking-rule.ts'

describe('profile rules', () => {
  it('cover every profile field of the spec', () => {
    const spec =
      'global_contact_status first_name last_name dj_name locale address_1 address_2 city region postcode country_code notify_tracked notify_private auto_read auto_subscribe threads_per_page language display_name company daw product'
    expect([...profileFields].sort()).toEqual(spec.split(' ').sort())
  })

  it('accept the locales identity accepts, and their languages', () => {
    for (const locale of supportedLocales) {
      expect(checkProfile({ locale, language: locale.slice(0, 2) }).problems).toEqual([])
    }
    expect(checkProfile({ locale: 'sv_SE' }).problems.map((p) => p.kind)).toEqual(['unknown_value'])
  })

  it.each([
    ['first_name', 100],
    ['city', 100],
    ['address_1', 120],
    ['dj_name', 50],
    ['product', 50],
    ['postcode', 16],
  ])('let %s hold %i characters and no more', (field, limit) => {
    const value = field === 'postcode' ? '1'.repeat(limit) : 'a'.repeat(limit)
    expect(checkProfile({ [field]: value }).problems).toEqual([])
    expect(checkProfile({ [field]: `${value}1` }).problems.map((p) => p.kind)).toEqual(['invalid'])
  })

  it('read on and off as JSON or form text', () => {
    expect(checkProfile({ auto_read: 1, notify_tracked: '0', notify_private: 'true' }).values).toEqual({
      auto_read: true,
      notify_tracked: false,
      notify_private: true,
    })
  })

  it('list only country codes the runtime knows as regions', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' })
    expect(countryCodes.size).toBe(249)
    expect([...countryCodes].filter((code) => names.of(code) === code)).toEqual([])
  })

  it('return typed values for a valid change (form text included)', () => {
    const { values, problems } = checkProfile({
      first_name: '  Ana ',
      global_contact_status: '3',
      notify_tracked: 'false',
      auto_read: true,
      threads_per_page: 50,
      country_code: 'DE',
      locale: 'de_DE',
      language: 'de',
      postcode: 'SW1A 1AA',
    })
    expect(problems).toEqual([])
    expect(values).toEqual({
      first_name: 'Ana',
      global_contact_status: 3,
      notify_tracked: false,
      auto_read: true,
      threads_per_page: 50,
      country_code: 'DE',
      locale: 'de_DE',
      language: 'de',
      postcode: 'SW1A 1AA',
    })
  })

  it.each([
    ['global_contact_status', 4, 'invalid'],
    ['global_contact_status', 1.5, 'invalid'],
    ['threads_per_page', 4, 'invalid'],
    ['threads_per_page', 101, 'invalid'],
    ['country_code', 'de', 'invalid'],
    ['country_code', 'XX', 'unknown_value'],
    ['locale', 'en-US', 'invalid'],
    ['locale', 'xx_XX', 'unknown_value'],
    ['language', 'eng', 'invalid'],
    ['dj_name', 'x'.repeat(51), 'invalid'],
    ['city', 'Line\nbreak', 'invalid'],
    ['postcode', '12/34', 'invalid'],
    ['auto_subscribe', 'yes', 'invalid'],
    ['company', '<b>Acme</b>', 'html'],
    ['threads_per_page', '<b>20</b>', 'html'],
    ['favourite_colour', 'blue', 'unknown_field'],
    ['constructor', 'x', 'unknown_field'],
    ['__proto__', 'x', 'unknown_field'],
    ['first_name', 42, 'invalid'],
  ])('refuse %s = %j as %s', (field, value, kind) => {
    const { values, problems } = checkProfile({ [field]: value })
    expect(problems.map((p) => [p.field, p.kind])).toEqual([[field, kind]])
    expect(values).toEqual({})
  })

  it('count length in characters, not UTF-16 units', () => {
    expect(checkProfile({ dj_name: '🎧'.repeat(50) }).problems).toEqual([])
  })
})

describe('tracking rule', () => {
  it('lets explicit consent win, and asks for consent where the law does or the country is unknown', () => {
    expect(allowTracking('DE', 'granted').allow_tracking).toBe(true)
    expect(allowTracking('US', 'denied').allow_tracking).toBe(false)
    expect(allowTracking('US', undefined)).toEqual({
      allow_tracking: true,
      country_code: 'US',
      reason: 'no_consent_required',
    })
    expect(allowTracking('FR', undefined).reason).toBe('consent_required')
    expect(allowTracking(undefined, undefined).allow_tracking).toBe(false)
  })
})
