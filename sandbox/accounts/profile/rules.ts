/**
 * How the profile service checks a change: the rule per field of spec §3's Profile comes from the site's
 * models/accounts/profileRules.ts (one copy, decision 101), the checker with the service's own answers
 * (unknown fields, 1004 for unlisted values) is here.
 */

// The rules themselves are the site's (models/), so the form, the site's server and this stand-in agree.
import {
  type FieldRule,
  type ProfileField,
  type ProfileValue,
  profileRules,
} from '../../../models/accounts/profileRules.ts'

export {
  type FieldRule,
  type ProfileField,
  type ProfileValue,
  profileFields,
  profileLocales,
  profileRules,
} from '../../../models/accounts/profileRules.ts'

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
