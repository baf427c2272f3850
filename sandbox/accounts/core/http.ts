/**
 * The shapes every service module speaks: the request a handler sees, the reply it returns, and the
 * error bodies of the provider's services (docs/accounts-sandbox.md, "Errors").
 */
import type { IncomingHttpHeaders } from 'node:http'

/** Who is calling, as decided by the route's auth kind (core/auth.ts). */
export type Caller =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'app'; readonly appId: string; readonly appName: string }
  | {
      readonly kind: 'user'
      readonly uid: number
      readonly appId: string
      readonly rtid: string
      readonly scopes: Readonly<Record<string, ReadonlyArray<string>>>
      /** Unix seconds of the password entry this token descends from (password re-entry, 2011). */
      readonly authTime: number
    }

export interface SandboxRequest {
  readonly method: string
  /** Service name, the first path segment (`identity`, `license`, …). */
  readonly service: string
  /** Path inside the service, e.g. `/api/v1/me`. */
  readonly path: string
  readonly query: URLSearchParams
  readonly headers: IncomingHttpHeaders
  /** JSON or form-encoded body as a plain object; `{}` when there is none. */
  readonly body: Record<string, unknown>
  readonly params: Record<string, string>
  readonly caller: Caller
  /** The user a `{me}` route acts on: the caller, or the `{userId}` an admin named. */
  readonly userId: number | undefined
  /** Absolute base URL of this service (`http://127.0.0.1:3334/identity`). */
  readonly baseUrl: string
  readonly cookies: Record<string, string>
}

export interface Reply {
  readonly status: number
  readonly headers?: Record<string, string | string[]>
  /** A string or bytes (HTML, a PDF) are sent as is; anything else as JSON; undefined sends no body. */
  readonly body?: unknown
}

export const json = (status: number, body: unknown, headers?: Record<string, string | string[]>): Reply => ({
  status,
  body,
  headers,
})
export const noContent = (): Reply => ({ status: 204 })
export const html = (status: number, body: string, headers?: Record<string, string | string[]>): Reply => ({
  status,
  body,
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
})
export const redirect = (location: string, headers?: Record<string, string | string[]>): Reply => ({
  status: 302,
  headers: { location, ...headers },
})

/** A known error of the catalogue: `{error, code}` plus the X-Serato-Error* headers. */
export class ServiceError extends Error {
  readonly status: number
  readonly code: number
  constructor(status: number, code: number, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

/** Plain-message errors (404, 500, 503) carry `{message}` and no code. */
export class MessageError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

export const messages = {
  500: 'Oops, something went wrong, please try again.',
  404: 'Not found',
  503: '503 Service Unavailable',
} as const

export const notFound = (): MessageError => new MessageError(404, messages[404])

/** The catalogue, by meaning, so handlers never spell a code twice. */
export const errors = {
  invalidRefreshToken: (msg = 'Invalid refresh token') => new ServiceError(400, 1001, msg),
  invalidValue: (msg: string) => new ServiceError(400, 1004, msg),
  expiredRefreshToken: () => new ServiceError(400, 1007, 'Expired refresh token'),
  accessDenied: (msg = 'Access denied') => new ServiceError(403, 2000, msg),
  invalidAccessToken: () => new ServiceError(403, 2001, 'Invalid access token'),
  expiredAccessToken: (msg = 'Expired access token') => new ServiceError(401, 2002, msg),
  unsupportedContentType: (type: string) =>
    new ServiceError(415, 2003, `Unsupported request content type: ${type}`),
  passwordReentryRequired: () => new ServiceError(401, 2011, 'Password re-entry required'),
  invalidParameters: (msg: string) => new ServiceError(400, 2012, msg),
  missingParameters: (names: ReadonlyArray<string>) =>
    new ServiceError(400, 2013, `Missing required parameter(s): ${names.join(', ')}`),
  htmlTags: (names: ReadonlyArray<string>) =>
    new ServiceError(400, 5023, `Request contains HTML tags: ${names.join(', ')}`),
  conflict: (msg: string) => new ServiceError(409, 1010, msg),
} as const

/** Header values must be printable ASCII; user input echoed in a message may not be. */
const headerSafe = (text: string): string => text.replace(/[^\x20-\x7e]/g, '?').slice(0, 500)

/** Turns anything a handler threw into the reply the real services would give. */
export function errorReply(error: unknown): Reply {
  if (error instanceof ServiceError) {
    return json(
      error.status,
      { error: error.message, code: error.code },
      { 'X-Serato-ErrorCode': String(error.code), 'X-Serato-ErrorMessage': headerSafe(error.message) },
    )
  }
  if (error instanceof MessageError) return json(error.status, { message: error.message })
  return json(500, { message: messages[500] })
}
