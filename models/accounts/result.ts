/**
 * What an account read or command gives a view: the value, or the failure as plain data (its catalogue
 * tag, HTTP status and numeric code), so typed errors reach the view as typed values on the server and
 * through JSON alike. Isomorphic and dependency-free: client views import it.
 */
export const failureTags = [
  'ServiceError',
  'ServiceUnavailable',
  'RequestTimeout',
  'InvalidAccessToken',
  'InvalidRefreshToken',
  'AccessDenied',
  'PasswordReentryRequired',
  'NetworkError',
  'DecodeError',
  'ApiError',
  /** Too many tries of a secret in a short time (decision 212): refused unchecked, with the wait. */
  'TooManyAttempts',
  /** A defect on our side (a bug), logged on the server; never a stack trace for the customer. */
  'Unexpected',
] as const
export type FailureTag = (typeof failureTags)[number]

export interface AccountFailure {
  readonly _tag: FailureTag
  readonly status?: number
  readonly code?: number
  /** How long to wait before trying again (TooManyAttempts). */
  readonly retryAfterSeconds?: number
}

export type AccountResult<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly failure: AccountFailure }

/** A read of the account area: its value, or signed out (the loader then sends the visitor to sign-in). */
export type AccountRead<A> =
  | { readonly status: 'signedOut' }
  | ({ readonly status: 'signedIn' } & AccountResult<A>)

const isFailureTag = (value: unknown): value is FailureTag =>
  typeof value === 'string' && (failureTags as ReadonlyArray<string>).includes(value)

/**
 * `ApiError.1004`, `TooManyAttempts.wait900` ⇄ failure: how a command's failure travels in a
 * redirect's query (`?problem=`): its tag, its code after a dot, then a wait in seconds.
 */
export function failureToParam(failure: AccountFailure): string {
  const code = failure.code !== undefined ? `.${failure.code}` : ''
  const wait = failure.retryAfterSeconds !== undefined ? `.wait${failure.retryAfterSeconds}` : ''
  return `${failure._tag}${code}${wait}`
}

export function failureFromParam(param: unknown): AccountFailure | undefined {
  if (typeof param !== 'string') return undefined
  const match = /^([A-Za-z]{1,40})(?:\.(\d{1,6}))?(?:\.wait(\d{1,6}))?$/.exec(param)
  if (!match || !isFailureTag(match[1])) return undefined
  return {
    _tag: match[1],
    ...(match[2] === undefined ? {} : { code: Number(match[2]) }),
    ...(match[3] === undefined ? {} : { retryAfterSeconds: Number(match[3]) }),
  }
}
