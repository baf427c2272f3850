import type { ProfileField } from '../../../models/accounts/profileRules.ts'
import type { AccountRead } from '../../../models/accounts/result.ts'

export type ProfileValues = Readonly<Partial<Record<ProfileField, string | number | boolean>>>

export interface ProfileScreen {
  readonly email: string
  readonly values: ProfileValues
  readonly avatar: { readonly thumb: string; readonly mid: string } | undefined
}
export type ProfileRead = AccountRead<ProfileScreen>

export interface BetaRow {
  readonly id: number
  readonly name: string
  readonly joined: boolean
  readonly banned: boolean
  readonly downloadUrl: string | undefined
  /** Why the customer cannot join: the licence types that qualify; undefined when they qualify. */
  readonly needs: ReadonlyArray<string> | undefined
}

export interface BetasScreen {
  readonly programs: ReadonlyArray<BetaRow>
  readonly held: ReadonlyArray<string>
  readonly promotions: ReadonlyArray<{
    readonly name: string
    readonly code: string
    readonly addedAt: string | undefined
  }>
}
export type BetasRead = AccountRead<BetasScreen>

/** What the profile screens say for the codes their calls return. */
export const profileCodes = {
  1004: 'One of the values is not one we know (a country, locale or language). Please pick one from the list.',
  2012: 'Some of what you entered is not valid. Please check the highlighted rules and try again.',
  2013: 'Please change at least one field before saving.',
  5023: 'Please remove HTML tags (such as <b>) from your profile. Nothing was saved.',
} as const
