/**
 * The profile rules applied (spec §3 Profile): a field's value or the catalogue code the service would
 * refuse it with, a whole change, and an avatar file. Pure and isomorphic: the site's server checks every
 * change with it, and the browser loads it after hydration with the form's machine (decision 271), so the
 * profile screen's first load carries only the rules' data (profileRules.ts).
 */
import {
  avatarTypes,
  type FieldRule,
  maxAvatarBytes,
  type ProfileField,
  type ProfileValue,
  profileFields,
  profileRules,
} from './profileRules.ts'

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

/** Why a chosen avatar file cannot be used, or undefined when it may be uploaded. */
export function avatarProblem(file: {
  readonly type: string
  readonly size: number
}): 'type' | 'size' | undefined {
  if (!(avatarTypes as ReadonlyArray<string>).includes(file.type)) return 'type'
  return file.size > maxAvatarBytes || file.size === 0 ? 'size' : undefined
}
