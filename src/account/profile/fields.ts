/** How the profile form presents each field of spec §3: label, group and input kind. */

import { countryCodes } from '../../../models/accounts/countries.ts'
import { type ProfileField, profileLocales, profileRules } from '../../../models/accounts/profileRules.ts'

export interface FieldView {
  readonly field: ProfileField
  readonly label: string
  readonly autoComplete?: string
}

export const profileGroups: ReadonlyArray<{
  readonly title: string
  readonly fields: ReadonlyArray<FieldView>
}> = [
  {
    title: 'About you',
    fields: [
      { field: 'first_name', label: 'First name', autoComplete: 'given-name' },
      { field: 'last_name', label: 'Last name', autoComplete: 'family-name' },
      { field: 'display_name', label: 'Display name', autoComplete: 'nickname' },
      { field: 'dj_name', label: 'DJ name' },
      { field: 'company', label: 'Company', autoComplete: 'organization' },
    ],
  },
  {
    title: 'Address',
    fields: [
      { field: 'address_1', label: 'Address line 1', autoComplete: 'address-line1' },
      { field: 'address_2', label: 'Address line 2', autoComplete: 'address-line2' },
      { field: 'city', label: 'City', autoComplete: 'address-level2' },
      { field: 'region', label: 'State or region', autoComplete: 'address-level1' },
      { field: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
      { field: 'country_code', label: 'Country', autoComplete: 'country' },
    ],
  },
  {
    title: 'Your setup and language',
    fields: [
      { field: 'daw', label: 'Main DAW' },
      { field: 'product', label: 'Main product' },
      { field: 'locale', label: 'Locale' },
      { field: 'language', label: 'Language' },
    ],
  },
  {
    title: 'Forum',
    fields: [
      { field: 'threads_per_page', label: 'Threads per page' },
      { field: 'auto_read', label: 'Mark threads read when I open them' },
      { field: 'auto_subscribe', label: 'Follow threads I post in' },
      { field: 'notify_tracked', label: 'Email me about threads I follow' },
      { field: 'notify_private', label: 'Email me about private messages' },
    ],
  },
]

/** `global_contact_status` 0–3 (decision 106 records the wording). */
export const contactLevels = [
  { value: 0, label: 'No marketing email' },
  { value: 1, label: 'Product news only' },
  { value: 2, label: 'Product news and offers' },
  { value: 3, label: 'News, offers and partner offers' },
] as const

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' })

export const countryOptions = [...countryCodes]
  .map((code) => ({ value: code, label: regionNames.of(code) ?? code }))
  .sort((a, b) => a.label.localeCompare(b.label))
export const localeOptions = [...profileLocales].map((code) => ({
  value: code,
  // The names alone are distinct ("English", "American English", "German (Germany)"): no codes on screen.
  label: languageNames.of(code.replace('_', '-')) ?? code,
}))
export const languageOptions = [...new Set([...profileLocales].map((l) => l.slice(0, 2)))].map((code) => ({
  value: code,
  label: languageNames.of(code) ?? code,
}))

export const optionsOf = (field: ProfileField) =>
  field === 'country_code'
    ? countryOptions
    : field === 'locale'
      ? localeOptions
      : field === 'language'
        ? languageOptions
        : undefined

/** The HTML pattern of a text rule (the same regular expression the server applies). */
export const htmlPattern = (field: ProfileField): string | undefined => {
  const rule = profileRules[field]
  return rule.type === 'text' && 'pattern' in rule ? rule.pattern.source.replace(/^\^|\$$/g, '') : undefined
}
