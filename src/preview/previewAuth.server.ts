/**
 * Who may preview (docs/decisions/043): whoever knows PREVIEW_SECRET exchanges it at
 * /api/preview/enable for an HttpOnly cookie. The cookie holds an expiry and an HMAC of it keyed by
 * the secret, so it cannot be forged, and changing the secret revokes every cookie at once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { settings } from '../../config/read.ts'
import { variables } from '../../config/variables.ts'

/** Local default, documented in README and docs/preview.md; production sets its own. */
export const defaultPreviewSecret = variables.PREVIEW_SECRET.default
export const previewCookieName = 'pulsewave_preview'
/** An editor's working day. */
export const previewCookieMaxAgeSeconds = 8 * 60 * 60

export { isLocalDevelopment } from '../../config/read.ts'

/**
 * Reads PREVIEW_SECRET through the configuration schema: too short to be a secret, or, outside local
 * development, missing or the public default (which would unlock drafts for anyone), throws a
 * ConfigError naming it.
 */
export function previewSecret(env: NodeJS.ProcessEnv = process.env): string {
  return settings(['PREVIEW_SECRET', 'NODE_ENV', 'SITE_URL'], env).PREVIEW_SECRET
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url')

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** True when `given` is the configured secret (constant time). */
export function isPreviewSecret(given: string | null, secret = previewSecret()): boolean {
  return given !== null && equal(sign(secret, given), sign(secret, secret))
}

/** A cookie value valid until `now + maxAge`. */
export function previewCookieValue(now = Date.now(), secret = previewSecret()): string {
  const payload = `v1.${Math.floor(now / 1000) + previewCookieMaxAgeSeconds}`
  return `${payload}.${sign(secret, payload)}`
}

/** True when `value` was issued with this secret and has not expired. */
export function isValidPreviewCookie(
  value: string | undefined,
  now = Date.now(),
  secret = previewSecret(),
): boolean {
  const match = value ? /^(v1\.(\d{1,12}))\.([\w-]{43})$/.exec(value) : null
  if (!match?.[1] || !match[2] || !match[3]) return false
  return equal(match[3], sign(secret, match[1])) && Number(match[2]) * 1000 > now
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

const secure = (request: Request) => new URL(request.url).protocol === 'https:'

/** On https the cookie is `__Host-` (decision 210): only this site, never a sibling host, can set it. */
const nameFor = (request: Request) => (secure(request) ? `__Host-${previewCookieName}` : previewCookieName)

/** True when the request carries a valid preview cookie. */
export function hasPreviewCookie(request: Request): boolean {
  return isValidPreviewCookie(cookieValue(request, nameFor(request)))
}

const attributes = (request: Request, maxAge: number, sameSite = 'Lax') =>
  `Path=/; HttpOnly; SameSite=${sameSite}; Max-Age=${maxAge}${secure(request) ? '; Secure' : ''}`

/**
 * `framed`: issued for the Studio's Presentation tool, which shows the site in a frame. Over https the
 * Studio usually lives on another site, where a Lax cookie would not reach the frame: then it is
 * `SameSite=None; Secure; Partitioned` (kept for that Studio only, decision 169). Local http is one site.
 */
export function setPreviewCookie(request: Request, options: { framed?: boolean } = {}): string {
  const sameSite = options.framed && secure(request) ? 'None; Partitioned' : 'Lax'
  return `${nameFor(request)}=${previewCookieValue()}; ${attributes(request, previewCookieMaxAgeSeconds, sameSite)}`
}

export function clearPreviewCookie(request: Request): string {
  return `${nameFor(request)}=; ${attributes(request, 0)}`
}
