/**
 * Pure pieces of building a request to an account service: `{me}` resolution, dropping empty fields,
 * query strings, and the auth header of each auth kind. No I/O here, so every rule is unit-tested.
 */
export type AuthKind = 'bearer' | 'basic' | 'none' | 'optionalBearer'
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** The session a bearer call acts for; userId 0 is the signed-in user (the `/me` paths). */
export interface Credentials {
  readonly accessToken: string
  readonly userId: number
}

/** `{me}` → `/api/v1/me`, or `/api/v1/users/{userId}` when acting for another user (admin calls). */
export function resolveMe(path: string, userId = 0): string {
  if (!Number.isSafeInteger(userId) || userId < 0) throw new RangeError(`Invalid user id: ${userId}`)
  return path.replace('{me}', userId === 0 ? '/api/v1/me' : `/api/v1/users/${userId}`)
}

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === ''

/** Drops null, undefined and empty-string fields, in nested objects too (the services treat them as sent). */
export function dropEmpty<T>(value: T): T {
  if (Array.isArray(value)) return value.filter((item) => !isEmpty(item)).map(dropEmpty) as T
  if (typeof value !== 'object' || value === null || value.constructor !== Object) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => !isEmpty(v))
      .map(([k, v]) => [k, dropEmpty(v)]),
  ) as T
}

/** GET (and DELETE) parameters: never a body, always the query string, empty ones left out. */
export function queryString(params: Readonly<Record<string, unknown>> | undefined): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(dropEmpty(params ?? {}))) {
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item))
    else search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64')

/** The `Authorization` value, or undefined to send none. An empty bearer token is sent as `Bearer ` (anonymous). */
export function authorization(
  kind: AuthKind,
  credentials: Credentials | undefined,
  app: { readonly appId: string; readonly appSecret: string },
): string | undefined {
  switch (kind) {
    case 'none':
      return undefined
    case 'basic':
      return `Basic ${base64(`${app.appId}:${app.appSecret}`)}`
    case 'optionalBearer':
      return credentials?.accessToken ? `Bearer ${credentials.accessToken}` : undefined
    case 'bearer':
      return `Bearer ${credentials?.accessToken ?? ''}`
  }
}

/** The CDN auth header value of server-side calls. */
export const cdnAuth = (app: { readonly appId: string; readonly appSecret: string }): string =>
  base64(`${app.appId}:${app.appSecret}`)
