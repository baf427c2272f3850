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

/** A choice of a list field: the value the form posts and the name a person reads. */
export interface FieldOption {
  readonly value: string
  readonly label: string
}

/** What a `<select>` exposes of its options (the DOM's, or a test's stand-in). */
export interface OptionSource {
  readonly options: ArrayLike<{ readonly value: string; readonly text: string }>
}

const listFields = ['country_code', 'locale', 'language'] as const
type ListField = (typeof listFields)[number]
const isListField = (field: ProfileField): field is ListField =>
  (listFields as readonly string[]).includes(field)

const languagesOf = (locales: Iterable<string>) => [...new Set([...locales].map((l) => l.slice(0, 2)))]

/** The values each list offers, in no particular order. */
const valuesOf: Record<ListField, () => readonly string[]> = {
  country_code: () => [...countryCodes],
  locale: () => [...profileLocales],
  language: () => languagesOf(profileLocales),
}

/**
 * The names from ICU: country names sorted by name. The names alone are distinct ("English", "American
 * English", "German (Germany)"): no codes on screen. Building the first `Intl.DisplayNames` loads the
 * runtime's names data, 16–52 ms on one Chromium core (decision 293), so the browser only does this when
 * the page it hydrates did not come with the form (a client-side navigation to the profile).
 */
function namedByIcu(field: ListField): FieldOption[] {
  const names = new Intl.DisplayNames(['en'], { type: field === 'country_code' ? 'region' : 'language' })
  const options = valuesOf[field]().map((value) => ({
    value,
    label: names.of(value.replace('_', '-')) ?? value,
  }))
  return field === 'country_code' ? options.sort((a, b) => a.label.localeCompare(b.label)) : options
}

/**
 * The server's names, in the server's order, from the `<select>` the page was sent with: hydration then
 * renders what is already on screen. Undefined unless the select offers exactly the field's values (and
 * "Not set").
 */
export function namedBySelect(
  field: ListField,
  select: OptionSource | null | undefined,
): FieldOption[] | undefined {
  if (!select) return undefined
  const options = Array.from(select.options, (o) => ({ value: o.value, label: o.text })).filter(
    (o) => o.value,
  )
  const expected = new Set(valuesOf[field]())
  return options.length === expected.size && options.every((o) => expected.has(o.value) && o.label)
    ? options
    : undefined
}

const named = new Map<ListField, readonly FieldOption[]>()

/** The choices of a list field (undefined for the others), named once per page load or process. */
export function optionsOf(field: ProfileField): readonly FieldOption[] | undefined {
  if (!isListField(field)) return undefined
  let options = named.get(field)
  if (!options) {
    const sent =
      typeof document === 'undefined'
        ? undefined
        : namedBySelect(field, document.querySelector<HTMLSelectElement>(`select[name="${field}"]`))
    options = sent ?? namedByIcu(field)
    named.set(field, options)
  }
  return options
}

/** The HTML pattern of a text rule (the same regular expression the server applies). */
export const htmlPattern = (field: ProfileField): string | undefined => {
  const rule = profileRules[field]
  return rule.type === 'text' && 'pattern' in rule ? rule.pattern.source.replace(/^\^|\$$/g, '') : undefined
}
