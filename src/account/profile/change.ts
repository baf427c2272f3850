/**
 * A profile change from a form, checked with the profile service's rules: the same function runs in
 * the browser (before anything is sent) and on the server (before any call). Isomorphic.
 */

import { checkProfileChange } from '../../../models/accounts/profileChecks.ts'
import { type ProfileField, profileFields, profileRules } from '../../../models/accounts/profileRules.ts'
import type { AccountFailure } from '../../../models/accounts/result.ts'

export type ProfileChange = Partial<Record<ProfileField, string | number | boolean>>

/**
 * A checkbox sends nothing when cleared, so each one is preceded by a hidden `false` of the same name
 * and the last value wins. An empty text field is left as it is: the services read empty as "not sent".
 */
export function profileChangeOf(
  form: FormData,
):
  | { readonly ok: true; readonly input: ProfileChange }
  | { readonly ok: false; readonly failure: AccountFailure } {
  const raw: Partial<Record<ProfileField, unknown>> = {}
  for (const field of profileFields) {
    const values = form.getAll(field).filter((v): v is string => typeof v === 'string')
    if (values.length === 0) continue
    const value = profileRules[field].type === 'boolean' ? values.at(-1)! : values[0]!.trim()
    if (value === '') continue
    raw[field] = value
  }
  const { values, code } = checkProfileChange(raw)
  if (code !== undefined) return { ok: false, failure: { _tag: 'ApiError', status: 400, code } }
  return { ok: true, input: values }
}
