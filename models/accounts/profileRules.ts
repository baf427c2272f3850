/**
 * What a valid profile is, as data (spec §3 Profile): the same rules the profile service applies, so the
 * form, the site's server and the service agree (decision 160). Pure and isomorphic: the view imports it.
 * The stand-in states the service's rules on its own; tests/integration/profile-rules.test.ts checks on
 * generated changes that these agree with them.
 */
import { countryCodes } from './countries.ts'

export type FieldRule =
  | { readonly type: 'text'; readonly max: number; readonly pattern?: RegExp; readonly hint?: string }
  /** A code of a fixed list: malformed is 2012, well formed but not listed is 1004. */
  | {
      readonly type: 'code'
      readonly pattern: RegExp
      readonly hint: string
      readonly allowed: ReadonlySet<string>
    }
  | { readonly type: 'integer'; readonly min: number; readonly max: number }
  | { readonly type: 'boolean' }

/** Locales the provider publishes in (identity's list). */
export const profileLocales: ReadonlySet<string> = new Set(
  'en en_US en_GB de de_DE es es_ES fr fr_FR it it_IT ja ja_JP nl nl_NL pt pt_BR zh zh_CN'.split(' '),
)
const languages = new Set([...profileLocales].map((locale) => locale.slice(0, 2)))

const name = { type: 'text', max: 100 } as const
const line = { type: 'text', max: 120 } as const
const boolean = { type: 'boolean' } as const

export const profileRules = {
  global_contact_status: { type: 'integer', min: 0, max: 3 },
  first_name: name,
  last_name: name,
  dj_name: { type: 'text', max: 50 },
  locale: { type: 'code', pattern: /^[a-z]{2}(_[A-Z]{2})?$/, hint: 'like en_US', allowed: profileLocales },
  address_1: line,
  address_2: line,
  city: { type: 'text', max: 100 },
  region: { type: 'text', max: 100 },
  postcode: {
    type: 'text',
    max: 16,
    pattern: /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
    hint: 'letters, digits, spaces and dashes',
  },
  country_code: {
    type: 'code',
    pattern: /^[A-Z]{2}$/,
    hint: 'two capital letters (ISO 3166-1 alpha-2)',
    allowed: countryCodes,
  },
  notify_tracked: boolean,
  notify_private: boolean,
  auto_read: boolean,
  auto_subscribe: boolean,
  threads_per_page: { type: 'integer', min: 5, max: 100 },
  language: { type: 'code', pattern: /^[a-z]{2}$/, hint: 'like en', allowed: languages },
  display_name: { type: 'text', max: 50 },
  company: { type: 'text', max: 100 },
  daw: { type: 'text', max: 50 },
  product: { type: 'text', max: 50 },
} as const satisfies Record<string, FieldRule>

export type ProfileField = keyof typeof profileRules
export const profileFields = Object.keys(profileRules) as ProfileField[]
export type ProfileValue = string | number | boolean

/** The catalogue code a field's problem gets: 5023 HTML, 2012 malformed, 1004 not a listed value. */
export type FieldCode = 5023 | 2012 | 1004

/** Anything shaped like a tag: the services refuse it with 5023. */
export const htmlTag = /<\s*\/?\s*[a-z!][^>]*>/i
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const controlCharacter = /[\u0000-\u001f\u007f]/

type Checked = { readonly value: ProfileValue } | { readonly code: FieldCode; readonly message: string }

function checkText(rule: Extract<FieldRule, { type: 'text' }>, raw: unknown): Checked {
  if (typeof raw !== 'string') return { code: 2012, message: 'must be text' }
  const value = raw.trim()
  if (htmlTag.test(value)) return { code: 5023, message: 'must not contain HTML tags' }
  if (controlCharacter.test(value)) return { code: 2012, message: 'must not contain control characters' }
  if ([...value].length > rule.max) return { code: 2012, message: `must be at most ${rule.max} characters` }
  if (value !== '' && rule.pattern && !rule.pattern.test(value)) {
    return { code: 2012, message: `must be ${rule.hint}` }
  }
  return { value }
}

export function checkField(rule: FieldRule, raw: unknown): Checked {
  // The services refuse a tag in any field of a request (5023) before they read the field, so a tag
  // in a number, a code or a checkbox is an HTML problem too, not a malformed value.
  if (typeof raw === 'string' && htmlTag.test(raw))
    return { code: 5023, message: 'must not contain HTML tags' }
  switch (rule.type) {
    case 'text':
      return checkText(rule, raw)
    case 'code':
      if (typeof raw !== 'string' || !rule.pattern.test(raw))
        return { code: 2012, message: `must be ${rule.hint}` }
      return rule.allowed.has(raw) ? { value: raw } : { code: 1004, message: `unknown value ${raw}` }
    case 'integer': {
      // Forms carry numbers as text.
      const value = typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw
      if (typeof value !== 'number' || !Number.isInteger(value) || value < rule.min || value > rule.max) {
        return { code: 2012, message: `must be a whole number from ${rule.min} to ${rule.max}` }
      }
      return { value }
    }
    case 'boolean':
      if (raw === true || raw === 'true' || raw === '1' || raw === 'on') return { value: true }
      if (raw === false || raw === 'false' || raw === '0') return { value: false }
      return { code: 2012, message: 'must be true or false' }
  }
}

export interface FieldProblem {
  readonly field: ProfileField
  readonly code: FieldCode
  readonly message: string
}

/**
 * Checks a profile change: every field present is validated. The change's code is the service's order:
 * HTML first (5023), then malformed (2012), then unlisted (1004); any problem means nothing is sent.
 */
export function checkProfileChange(input: Partial<Record<ProfileField, unknown>>): {
  readonly values: Partial<Record<ProfileField, ProfileValue>>
  readonly problems: ReadonlyArray<FieldProblem>
  readonly code: FieldCode | 2013 | undefined
} {
  const values: Partial<Record<ProfileField, ProfileValue>> = {}
  const problems: FieldProblem[] = []
  for (const field of profileFields) {
    if (!(field in input)) continue
    const checked = checkField(profileRules[field], input[field])
    if ('value' in checked) values[field] = checked.value
    else problems.push({ field, code: checked.code, message: checked.message })
  }
  const first = ([5023, 2012, 1004] as const).find((code) => problems.some((p) => p.code === code))
  return { values, problems, code: first ?? (Object.keys(values).length === 0 ? 2013 : undefined) }
}

/** Avatar files the site accepts (the service's list) and its size limit; bigger files are refused first. */
export const avatarTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export const maxAvatarBytes = 5 * 1024 * 1024

/** Why a chosen avatar file cannot be used, or undefined when it may be uploaded. */
export function avatarProblem(file: {
  readonly type: string
  readonly size: number
}): 'type' | 'size' | undefined {
  if (!(avatarTypes as ReadonlyArray<string>).includes(file.type)) return 'type'
  return file.size > maxAvatarBytes || file.size === 0 ? 'size' : undefined
}
