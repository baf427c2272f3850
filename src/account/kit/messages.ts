/**
 * What a customer reads when an account call fails: short, friendly, never a stack trace or a code
 * they cannot act on. One message per catalogue entry (spec §8 and the provider's codes); an area can
 * word a code its own way (`overrides`), e.g. 1004 on the licences screen is "unknown product type".
 */
import type { AccountFailure, FailureTag } from '../../../models/accounts/result.ts'
import { type AttemptPurpose, tooManyAttempts, waitInWords } from '../../../models/attempts.ts'

export const problemMessages: Readonly<Record<FailureTag, string>> = {
  DecodeError: 'We could not read the answer from our account service. Please try again in a moment.',
  ServiceError: 'Our account service ran into a problem. Please try again in a moment.',
  ServiceUnavailable: 'Our account service is down for maintenance. Please try again shortly.',
  RequestTimeout: 'Our account service is taking too long to answer. Please try again in a moment.',
  NetworkError: 'We could not reach our account service. Please try again in a moment.',
  PasswordReentryRequired: 'For your security, please sign in again to do this.',
  AccessDenied: 'You do not have access to this. Please sign in again.',
  InvalidAccessToken: 'Your session has expired. Please sign in again.',
  InvalidRefreshToken: 'Your session has ended. Please sign in again.',
  ApiError: 'Something went wrong with your account request. Please try again.',
  TooManyAttempts: 'That is too many attempts in a short time. Please wait a while, then try again.',
  Unexpected: 'Something went wrong with your account request. Please try again.',
}

/** The provider's numeric codes (and plain statuses) that carry their own meaning for a customer. */
export const codeMessages: Readonly<Record<number, string>> = {
  1004: 'One of the values is not valid. Please check what you entered.',
  2003: 'That request could not be read. Please try again.',
  2012: 'Some of what you entered is not valid. Please check it and try again.',
  2013: 'Please fill in every required field.',
  5023: 'Please remove HTML tags (such as <b>) from what you entered.',
}

export const statusMessages: Readonly<Record<number, string>> = {
  404: 'We could not find that. It may have been removed.',
  409: 'That has already been done.',
}

export interface MessageOverrides {
  readonly codes?: Readonly<Record<number, string>>
  readonly statuses?: Readonly<Record<number, string>>
  /** What the screen's attempts are tries of, for the wording of TooManyAttempts. */
  readonly attempts?: AttemptPurpose
}

/** The message for a failure: the area's wording of its code or status first, then the catalogue's. */
export function messageFor(failure: AccountFailure, overrides: MessageOverrides = {}): string {
  const { code, status, retryAfterSeconds } = failure
  if (failure._tag === 'TooManyAttempts' && retryAfterSeconds !== undefined) {
    return overrides.attempts
      ? tooManyAttempts(overrides.attempts, retryAfterSeconds)
      : `That is too many attempts in a short time. Please wait ${waitInWords(retryAfterSeconds)}, then try again.`
  }
  return (
    (code !== undefined ? (overrides.codes?.[code] ?? codeMessages[code]) : undefined) ??
    (status !== undefined ? (overrides.statuses?.[status] ?? statusMessages[status]) : undefined) ??
    problemMessages[failure._tag]
  )
}
