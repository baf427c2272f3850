import { describe, expect, it } from 'vitest'
import { countryCodes as standInCountries } from '../../sandbox/accounts/profile/countries.ts'
import { checkProfile, profileRules as standInRules } from '../../sandbox/accounts/profile/rules.ts'
import { countryCodes } from './countries.ts'
import { checkProfileChange, profileRules } from './profileRules.ts'

const codeOf = { html: 5023, invalid: 2012, unknown_field: 2012, unknown_value: 1004 } as const

describe('profile rules on the site', () => {
  it('are the profile service rules, field for field', () => {
    const plain = (rules: object) =>
      JSON.stringify(rules, (_key, value) =>
        value instanceof Set ? [...value].sort() : value instanceof RegExp ? value.source : value,
      )
    expect(plain(profileRules)).toEqual(plain(standInRules))
    expect([...countryCodes].sort()).toEqual([...standInCountries].sort())
  })

  it.each([
    { city: 'Austin', threads_per_page: '40', notify_private: 'false', country_code: 'US' },
    { first_name: '<b>Ana</b>' },
    { postcode: '78701 !' },
    { country_code: 'XX' },
    { locale: 'en_US', language: 'xx' },
    { display_name: 'x'.repeat(51), dj_name: '<i>' },
    { threads_per_page: 4 },
  ])('agree with the service on %j', (input) => {
    const site = checkProfileChange(input)
    const service = checkProfile(input)
    expect(site.values).toEqual(service.values)
    const sorted = (pairs: (string | number)[][]) =>
      pairs.sort((a, b) => String(a[0]).localeCompare(String(b[0])))
    expect(sorted(site.problems.map((p) => [p.field, p.code]))).toEqual(
      sorted(service.problems.map((p) => [p.field, codeOf[p.kind]])),
    )
  })

  it('names the code the service would answer: HTML first, then malformed, then unlisted; nothing is 2013', () => {
    expect(checkProfileChange({ first_name: '<b>x</b>', postcode: '!!' }).code).toBe(5023)
    expect(checkProfileChange({ country_code: 'XX', postcode: '!!' }).code).toBe(2012)
    expect(checkProfileChange({ country_code: 'XX' }).code).toBe(1004)
    expect(checkProfileChange({}).code).toBe(2013)
    expect(checkProfileChange({ city: 'Austin' }).code).toBeUndefined()
  })
})
