import type { AccountRead } from '../../../models/accounts/result.ts'

export interface Security {
  readonly userId: number
  readonly email: string
}

export type SecurityRead = AccountRead<Security>

/** Catalogue codes of the security screen, worded for it. */
export const securityCodes = {
  /** A new email address that is not one (the password step words its own 2012: `passwordCodes`). */
  2012: 'That email address does not look right. Please check it and try again.',
  2013: 'Please fill in the field first.',
  1010: 'That email address is already used by another account.',
} as const

/** The password step: the login call answers a wrong password with 2012. */
export const passwordCodes = {
  2012: 'That is not your current password. Please check it and try again.',
  2013: 'Please enter your password first.',
} as const
