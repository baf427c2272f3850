/**
 * What a valid profile is, as data: one rule per field of spec §3's Profile, and a pure checker. No I/O
 * and no stand-in imports, so the site can mirror these rules in models/ and both sides agree on what
 * the form may send (docs/decisions/101).
 */
import { countryCodes } from './countries.ts'

export type FieldRule =
  | { readonly type: 'text'; readonly max: number; readonly pattern?: RegExp; readonly hint?: string }
  /** A code of a fixed list: malformed is invalid (2012), well formed but not listed is unknown (1004). */
  | {
      readonly type: 'code'
      readonly pattern: RegExp
      readonly hint: string
      readonly allowed: ReadonlySet<string>
    }
  | { readonly type: 'integer'; readonly min: number; readonly max: number }
  | { readonly type: 'boolean' }

/** Locales the provider publishes in; the same list as identity's (a test keeps them equal). */
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

export interface Problem {
  readonly field: string
  /** html → 5023; invalid and unknown_field → 2012; unknown_value → 1004. */
  readonly kind: 'html' | 'invalid' | 'unknown_value' | 'unknown_field'
  readonly message: string
}

/** The same test as the services' HTML refusal (5023): anything shaped like a tag. */
export const htmlTag = /<\s*\/?\s*[a-z!][^>]*>/i
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const controlCharacter = /[\u0000-\u001f\u007f]/

type Checked = { value: ProfileValue } | { problem: Omit<Problem, 'field'> }

function checkText(rule: Extract<FieldRule, { type: 'text' }>, raw: unknown): Checked {
  if (typeof raw !== 'string') return { problem: { kind: 'invalid', message: 'must be text' } }
  const value = raw.trim()
  if (htmlTag.test(value)) return { problem: { kind: 'html', message: 'must not contain HTML tags' } }
  if (controlCharacter.test(value)) {
    return { problem: { kind: 'invalid', message: 'must not contain control characters' } }
  }
  if ([...value].length > rule.max) {
    return { problem: { kind: 'invalid', message: `must be at most ${rule.max} characters` } }
  }
  if (value !== '' && rule.pattern && !rule.pattern.test(value)) {
    return { problem: { kind: 'invalid', message: `must be ${rule.hint}` } }
  }
  return { value }
}

function checkField(rule: FieldRule, raw: unknown): Checked {
  switch (rule.type) {
    case 'text':
      return checkText(rule, raw)
    case 'code': {
      if (typeof raw !== 'string' || !rule.pattern.test(raw)) {
        return { problem: { kind: 'invalid', message: `must be ${rule.hint}` } }
      }
      if (!rule.allowed.has(raw))
        return { problem: { kind: 'unknown_value', message: `unknown value ${raw}` } }
      return { value: raw }
    }
    case 'integer': {
      // Form-encoded bodies carry numbers as text.
      const value = typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw
      if (typeof value !== 'number' || !Number.isInteger(value) || value < rule.min || value > rule.max) {
        return {
          problem: { kind: 'invalid', message: `must be a whole number from ${rule.min} to ${rule.max}` },
        }
      }
      return { value }
    }
    case 'boolean': {
      if (raw === true || raw === 1 || raw === 'true' || raw === '1') return { value: true }
      if (raw === false || raw === 0 || raw === 'false' || raw === '0') return { value: false }
      return { problem: { kind: 'invalid', message: 'must be true or false' } }
    }
  }
}

/**
 * Checks a profile change: the fields present are validated and returned; absent ones stay as they
 * are. Any problem means the change must not be saved at all.
 */
export function checkProfile(input: Readonly<Record<string, unknown>>): {
  values: Partial<Record<ProfileField, ProfileValue>>
  problems: Problem[]
} {
  const values: Partial<Record<ProfileField, ProfileValue>> = {}
  const problems: Problem[] = []
  for (const [field, raw] of Object.entries(input)) {
    if (!(field in profileRules)) {
      problems.push({ field, kind: 'unknown_field', message: 'is not a profile field' })
      continue
    }
    const result = checkField(profileRules[field as ProfileField], raw)
    if ('value' in result) values[field as ProfileField] = result.value
    else problems.push({ field, ...result.problem })
  }
  return { values, problems }
}
