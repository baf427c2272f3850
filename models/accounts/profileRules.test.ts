import { describe, expect, it } from 'vitest'
import { countryCodes } from './countries.ts'
import { checkProfileChange } from './profileChecks.ts'
import { profileFields } from './profileRules.ts'

// The stand-in states the profile service's rules on its own; tests/integration/profile-rules.test.ts
// checks on generated changes that these agree with it.
describe('profile rules on the site', () => {
  it('cover the 21 Profile fields and the 249 assigned country codes', () => {
    expect(profileFields).toHaveLength(21)
    const names = new Intl.DisplayNames(['en'], { type: 'region' })
    expect(countryCodes.size).toBe(249)
    expect([...countryCodes].filter((code) => names.of(code) === code)).toEqual([])
  })

  it('read a form: text trimmed, numbers and checkboxes typed', () => {
    const { values, problems, code } = checkProfileChange({
      city: ' Austin ',
      threads_per_page: '40',
      notify_private: 'false',
      auto_read: 'on',
      country_code: 'US',
    })
    expect(problems).toEqual([])
    expect(code).toBeUndefined()
    expect(values).toEqual({
      city: 'Austin',
      threads_per_page: 40,
      notify_private: false,
      auto_read: true,
      country_code: 'US',
    })
  })

  it.each([
    [{ first_name: '<b>Ana</b>' }, [['first_name', 5023]]],
    [{ postcode: '78701 !' }, [['postcode', 2012]]],
    [{ country_code: 'XX' }, [['country_code', 1004]]],
    [{ locale: 'en_US', language: 'xx' }, [['language', 1004]]],
    [
      { display_name: 'x'.repeat(51), dj_name: '<i>' },
      [
        ['display_name', 2012],
        ['dj_name', 5023],
      ],
    ],
    [{ threads_per_page: 4 }, [['threads_per_page', 2012]]],
  ])('refuses %j field by field', (input, expected) => {
    const { values, problems } = checkProfileChange(input)
    const found = problems
      .map((p) => [p.field, p.code])
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
    expect(found).toEqual(expected)
    expect(Object.keys(values).some((field) => expected.some(([refused]) => refused === field))).toBe(false)
  })

  it('names the code the service would answer: HTML first, then malformed, then unlisted; nothing is 2013', () => {
    expect(checkProfileChange({ first_name: '<b>x</b>', postcode: '!!' }).code).toBe(5023)
    expect(checkProfileChange({ country_code: 'XX', postcode: '!!' }).code).toBe(2012)
    expect(checkProfileChange({ country_code: 'XX' }).code).toBe(1004)
    expect(checkProfileChange({}).code).toBe(2013)
    expect(checkProfileChange({ city: 'Austin' }).code).toBeUndefined()
  })
})
