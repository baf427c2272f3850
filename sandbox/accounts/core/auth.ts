/**
 * The auth kinds of the spec (bearer, Basic app credentials, none, optional bearer), the CDN auth
 * header, and `{me}` resolution. An empty `Bearer ` is anonymous: 403/2000 where a user is required.
 */
import type { IncomingHttpHeaders } from 'node:http'
import type { Db } from './db.ts'
import { type Caller, errors } from './http.ts'
import type { AuthKind, Route } from './router.ts'
import type { TokenStore } from './tokens.ts'

export const cdnAuthHeader = 'x-serato-cdn-auth'

interface AppRow {
  id: string
  name: string
  secret: string
}

function appFromPair(db: Db, encoded: string): AppRow | undefined {
  let decoded: string
  try {
    decoded = Buffer.from(encoded, 'base64').toString('utf8')
  } catch {
    return undefined
  }
  const colon = decoded.indexOf(':')
  if (colon < 1) return undefined
  const app = db.prepare('SELECT id, name, secret FROM apps WHERE id = ?').get(decoded.slice(0, colon)) as
    | AppRow
    | undefined
  return app && app.secret === decoded.slice(colon + 1) ? app : undefined
}

/** The CDN header is optional, but when sent it must be base64(appId:secret) of a known app. */
export function checkCdnAuth(db: Db, headers: IncomingHttpHeaders): void {
  const value = headers[cdnAuthHeader]
  if (value === undefined) return
  if (typeof value !== 'string' || !appFromPair(db, value.trim())) {
    throw errors.accessDenied('Invalid CDN authorization')
  }
}

/** Fails with 403/2000 (missing or wrong credentials), 403/2001 or 401/2002 (bad access token). */
export function authenticate(
  kind: AuthKind,
  headers: IncomingHttpHeaders,
  db: Db,
  tokens: TokenStore,
): Caller {
  if (kind === 'none') return { kind: 'anonymous' }
  const header = (headers.authorization ?? '').trim()
  const [scheme = '', credentials = ''] = header.split(/\s+/, 2)
  if (kind === 'basic') {
    const app = scheme.toLowerCase() === 'basic' ? appFromPair(db, credentials) : undefined
    if (!app) throw errors.accessDenied('Invalid application credentials')
    return { kind: 'app', appId: app.id, appName: app.name }
  }
  const bearer = scheme.toLowerCase() === 'bearer' ? credentials : ''
  if (bearer === '') {
    if (kind === 'optional') return { kind: 'anonymous' }
    throw errors.accessDenied()
  }
  return tokens.verifyAccess(bearer)
}

/** True when the caller holds the `admin` scope for this service. */
export const isAdmin = (caller: Caller, service: string): boolean =>
  caller.kind === 'user' && (caller.scopes[service] ?? []).includes('admin')

/**
 * The user a `{me}` route acts on: the caller on `/me`, or `:userId` when it is the caller or the
 * caller is an admin of the service (403/2000 otherwise).
 */
export function resolveUser(
  route: Route,
  params: Record<string, string>,
  caller: Caller,
): number | undefined {
  if (caller.kind !== 'user') return undefined
  const raw = route.me ? params.userId : undefined
  if (raw === undefined) return caller.uid
  const id = Number(raw)
  if (!Number.isSafeInteger(id) || id < 1) throw errors.invalidParameters(`Invalid user id: ${raw}`)
  if (id !== caller.uid && !isAdmin(caller, route.service)) throw errors.accessDenied()
  return id
}
