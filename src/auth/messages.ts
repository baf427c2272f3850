/**
 * What a customer reads when an account call fails: short, friendly, never a stack trace or a code
 * they cannot act on. The detail goes to the server log (services/http/client.ts logs decode errors).
 */
export type Problem =
  | 'DecodeError'
  | 'ServiceError'
  | 'ServiceUnavailable'
  | 'RequestTimeout'
  | 'NetworkError'
  | 'PasswordReentryRequired'
  | 'AccessDenied'
  | 'other'

export const problemMessages: Readonly<Record<Problem, string>> = {
  DecodeError: 'We could not read the answer from our account service. Please try again in a moment.',
  ServiceError: 'Our account service ran into a problem. Please try again in a moment.',
  ServiceUnavailable: 'Our account service is down for maintenance. Please try again shortly.',
  RequestTimeout: 'Our account service is taking too long to answer. Please try again in a moment.',
  NetworkError: 'We could not reach our account service. Please try again in a moment.',
  PasswordReentryRequired: 'For your security, please sign in again to do this.',
  AccessDenied: 'You do not have access to this. Please sign in again.',
  other: 'Something went wrong with your account request. Please try again.',
}

export const isProblem = (value: unknown): value is Problem =>
  typeof value === 'string' && Object.hasOwn(problemMessages, value)

export const problemOf = (error: { readonly _tag: string }): Problem =>
  isProblem(error._tag) ? error._tag : 'other'
