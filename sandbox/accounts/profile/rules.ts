/**
 * How the profile service checks a change to spec §3's Profile. The provider publishes no limits; these
 * are the ones the stand-in chose (decision 101), written for the stand-in alone: the site states its
 * own form rules, and tests/integration compares the two on generated changes, so a rule one side gets
 * wrong fails a test. Pure: no database, no HTTP.
 */
import { supportedLocales } from '../identity/users.ts'
import { countryCodes } from './countries.ts'

export type ProfileValue = string | number | boolean

export interface Problem {
  readonly field: string
  /** html → 5023; invalid and unknown_field → 2012; unknown_value → 1004. */
  readonly kind: 'html' | 'invalid' | 'unknown_value' | 'unknown_field'
  readonly message: string
}

type Verdict = { readonly accept: ProfileValue } | Omit<Problem, 'field'>
/** One field's check: the value to store, or why it is refused. */
export type FieldCheck = (raw: unknown) => Verdict

const refuse = (kind: Problem['kind'], message: string): Verdict => ({ kind, message })

/** Anything shaped like a tag, the same test the HTTP core applies to every body (5023). */
const tagLike = /<\s*\/?\s*[a-z!][^>]*>/i
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const controlCharacters = /[\u0000-\u001f\u007f]/

/**
 * Free text, stored trimmed: no tags, no control characters, at most `limit` characters (not UTF-16
 * units), and when `shape` is given a non-empty value must have it.
 */
function text(limit: number, shape?: { readonly test: RegExp; readonly says: string }): FieldCheck {
  return (raw) => {
    if (typeof raw !== 'string') return refuse('invalid', 'must be text')
    const value = raw.trim()
    if (tagLike.test(value)) return refuse('html', 'must not contain HTML tags')
    if (controlCharacters.test(value)) return refuse('invalid', 'must not contain control characters')
    if (Array.from(value).length > limit) return refuse('invalid', `must be at most ${limit} characters`)
    if (shape && value !== '' && !shape.test.test(value)) return refuse('invalid', `must be ${shape.says}`)
    return { accept: value }
  }
}

/** A code from a list: a badly formed one is malformed (2012), a well-formed unknown one unlisted (1004). */
function listed(form: RegExp, says: string, known: ReadonlySet<string>): FieldCheck {
  return (raw) => {
    if (typeof raw !== 'string' || !form.test(raw)) return refuse('invalid', `must be ${says}`)
    return known.has(raw) ? { accept: raw } : refuse('unknown_value', `unknown value ${raw}`)
  }
}

/** A whole number in a range; form-encoded bodies carry it as digits. */
function whole(min: number, max: number): FieldCheck {
  return (raw) => {
    const value = typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw
    if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) {
      return { accept: value }
    }
    return refuse('invalid', `must be a whole number from ${min} to ${max}`)
  }
}

const yes = new Set<unknown>([true, 1, 'true', '1'])
const no = new Set<unknown>([false, 0, 'false', '0'])
/** On or off, as JSON or as form text. */
const flag: FieldCheck = (raw) =>
  yes.has(raw)
    ? { accept: true }
    : no.has(raw)
      ? { accept: false }
      : refuse('invalid', 'must be true or false')

/** A profile speaks a locale identity supports, and a language those locales are in. */
export const profileLocales: ReadonlySet<string> = supportedLocales
const profileLanguages: ReadonlySet<string> = new Set(
  [...supportedLocales].map((locale) => locale.slice(0, 2)),
)

const personName = text(100)
const addressLine = text(120)
const shortText = text(50)

/** Spec §3's 21 Profile fields, each with its check. */
export const profileChecks = {
  global_contact_status: whole(0, 3),
  first_name: personName,
  last_name: personName,
  dj_name: shortText,
  locale: listed(/^[a-z]{2}(_[A-Z]{2})?$/, 'like en_US', profileLocales),
  address_1: addressLine,
  address_2: addressLine,
  city: text(100),
  region: text(100),
  postcode: text(16, { test: /^[A-Za-z0-9][A-Za-z0-9 -]*$/, says: 'letters, digits, spaces and dashes' }),
  country_code: listed(/^[A-Z]{2}$/, 'two capital letters (ISO 3166-1 alpha-2)', countryCodes),
  notify_tracked: flag,
  notify_private: flag,
  auto_read: flag,
  auto_subscribe: flag,
  threads_per_page: whole(5, 100),
  language: listed(/^[a-z]{2}$/, 'like en', profileLanguages),
  display_name: shortText,
  company: text(100),
  daw: shortText,
  product: shortText,
} satisfies Record<string, FieldCheck>

export type ProfileField = keyof typeof profileChecks
export const profileFields = Object.keys(profileChecks) as ProfileField[]
/** The on/off fields: stored as 0 or 1, answered as booleans. */
export const flagFields: ReadonlySet<ProfileField> = new Set(
  profileFields.filter((field) => profileChecks[field] === flag),
)

const isProfileField = (name: string): name is ProfileField => Object.hasOwn(profileChecks, name)

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
    // The HTTP core refuses a tag in any field of any body before a service reads it (5023), so a tag
    // in a number, a code or an unknown field is an HTML problem too.
    if (typeof raw === 'string' && tagLike.test(raw)) {
      problems.push({ field, kind: 'html', message: 'must not contain HTML tags' })
      continue
    }
    if (!isProfileField(field)) {
      problems.push({ field, kind: 'unknown_field', message: 'is not a profile field' })
      continue
    }
    const verdict = profileChecks[field](raw)
    if ('accept' in verdict) values[field] = verdict.accept
    else problems.push({ field, ...verdict })
  }
  return { values, problems }
}
