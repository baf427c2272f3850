import type { AccountRead } from '../../../models/accounts/result.ts'

export interface Security {
  readonly userId: number
  readonly email: string
}

export type SecurityRead = AccountRead<Security>

/** Catalogue codes of the security screen, worded for it. */
export const securityCodes = {
  /** The login call answers a wrong password with 2012. */
  2012: 'That is not the right password, or the address is not valid. Please check and try again.',
  2013: 'Please fill in the field first.',
  1010: 'That email address is already used by another account.',
} as const
