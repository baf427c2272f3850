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

/** True when the request carries a valid preview cookie. */
export function hasPreviewCookie(request: Request): boolean {
  return isValidPreviewCookie(cookieValue(request, previewCookieName))
}

const secureFlag = (request: Request) => (new URL(request.url).protocol === 'https:' ? '; Secure' : '')

export function setPreviewCookie(request: Request): string {
  return `${previewCookieName}=${previewCookieValue()}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${previewCookieMaxAgeSeconds}${secureFlag(request)}`
}

export function clearPreviewCookie(request: Request): string {
  return `${previewCookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureFlag(request)}`
}
