/**
 * The error catalogue of spec §8 as tagged errors. Every failure of an account-service call is one of
 * these, so callers match with `Effect.catchTag` and nothing escapes as an untyped exception.
 */
import { Data } from 'effect'

/** Where a failed call went; kept on every error for logs (never shown to customers). */
interface CallInfo {
  readonly service: string
  readonly method: string
  readonly path: string
}

interface ServerAnswer extends CallInfo {
  readonly status: number
  readonly code: number | undefined
  readonly message: string
}

/** HTTP 500: the service failed. */
export class ServiceError extends Data.TaggedError('ServiceError')<ServerAnswer> {}
/** HTTP 503: maintenance or overload. */
export class ServiceUnavailable extends Data.TaggedError('ServiceUnavailable')<ServerAnswer> {}
/** No answer within the call's time-out (10 s unless the call says otherwise). */
export class RequestTimeout extends Data.TaggedError('RequestTimeout')<
  CallInfo & { readonly timeoutMs: number }
> {}
/** 403/2001 or 401/2002: renew the access token and retry. */
export class InvalidAccessToken extends Data.TaggedError('InvalidAccessToken')<ServerAnswer> {}
/** 400/1001 or 400/1007: the session is over; sign in again. */
export class InvalidRefreshToken extends Data.TaggedError('InvalidRefreshToken')<ServerAnswer> {}
/** 403/2000: missing grant or anonymous; renew when the access token was empty. */
export class AccessDenied extends Data.TaggedError('AccessDenied')<ServerAnswer> {}
/** 401/2011: the customer must type the password again. */
export class PasswordReentryRequired extends Data.TaggedError('PasswordReentryRequired')<ServerAnswer> {}
/** No response at all: DNS, refused connection, reset, CORS in a browser. */
export class NetworkError extends Data.TaggedError('NetworkError')<CallInfo & { readonly detail: string }> {}
/** A response we could not read as the shape we expect (malformed JSON, missing fields). */
export class DecodeError extends Data.TaggedError('DecodeError')<
  CallInfo & { readonly status: number; readonly detail: string }
> {}
/** Any other error answer, carrying the server's text, the status and the code. */
export class ApiError extends Data.TaggedError('ApiError')<ServerAnswer> {}

export type AccountsError =
  | ServiceError
  | ServiceUnavailable
  | RequestTimeout
  | InvalidAccessToken
  | InvalidRefreshToken
  | AccessDenied
  | PasswordReentryRequired
  | NetworkError
  | DecodeError
  | ApiError

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined

const numeric = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isInteger(value)) return value
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value)
  return undefined
}

/**
 * Maps an error answer to its catalogue entry. `body` is the parsed JSON (or undefined when the body
 * was not JSON); the code and text also come as `X-Serato-ErrorCode` / `X-Serato-ErrorMessage` headers,
 * used when the body lacks them (a HEAD, or a proxy that dropped the body).
 */
export function errorFromAnswer(
  call: CallInfo,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string | undefined>>,
): AccountsError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const code = numeric(fields.code) ?? numeric(headers['x-serato-errorcode'])
  const message =
    text(fields.error) ?? text(fields.message) ?? text(headers['x-serato-errormessage']) ?? `HTTP ${status}`
  const answer: ServerAnswer = { ...call, status, code, message }
  if ((status === 403 && code === 2001) || (status === 401 && code === 2002)) {
    return new InvalidAccessToken(answer)
  }
  if (status === 400 && (code === 1001 || code === 1007)) return new InvalidRefreshToken(answer)
  if (status === 403 && code === 2000) return new AccessDenied(answer)
  if (status === 401 && code === 2011) return new PasswordReentryRequired(answer)
  if (status === 500) return new ServiceError(answer)
  if (status === 503) return new ServiceUnavailable(answer)
  return new ApiError(answer)
}
