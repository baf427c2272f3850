import { describe, expect, it } from 'vitest'
import { countryCodes } from '../../../models/accounts/countries.ts'
import { namedBySelect, optionsOf } from './fields.ts'

/** A select as the server sends it: "Not set" first, then every country under a made-up name. */
const sentSelect = (codes: readonly string[]) => ({
  options: [{ value: '', text: 'Not set' }, ...codes.map((code) => ({ value: code, text: `Land ${code}` }))],
})

describe('the profile form’s list fields', () => {
  it('reuse the names and order of the select the page was sent with', () => {
    const codes = [...countryCodes].reverse()
    const options = namedBySelect('country_code', sentSelect(codes))
    expect(options?.map((o) => o.value)).toEqual(codes)
    expect(options?.[0]?.label).toBe(`Land ${codes[0]}`)
  })

  it('name the values themselves when the select is missing, short, longer or unnamed', () => {
    const codes = [...countryCodes]
    expect(namedBySelect('country_code', null)).toBeUndefined()
    expect(namedBySelect('country_code', sentSelect(codes.slice(1)))).toBeUndefined()
    expect(namedBySelect('country_code', sentSelect([...codes.slice(1), 'XX']))).toBeUndefined()
    const unnamed = sentSelect(codes)
    ;(unnamed.options[1] as { text: string }).text = ''
    expect(namedBySelect('country_code', unnamed)).toBeUndefined()
  })

  it('without a page, name every value by ICU, countries sorted by name, once per process', () => {
    const countries = optionsOf('country_code')
    expect(countries).toHaveLength(countryCodes.size)
    expect(countries?.find((o) => o.value === 'FR')?.label).toBe('France')
    const labels = countries?.map((o) => o.label) ?? []
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)))
    expect(optionsOf('country_code')).toBe(countries)
    expect(optionsOf('locale')?.find((o) => o.value === 'en_US')?.label).toBe('American English')
    expect(optionsOf('language')?.some((o) => o.label === 'German')).toBe(true)
    expect(optionsOf('city')).toBeUndefined()
  })
})
