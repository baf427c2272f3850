/**
 * Who may preview (docs/decisions/043): whoever knows PREVIEW_SECRET exchanges it at
 * /api/preview/enable for an HttpOnly cookie. The cookie holds an expiry and an HMAC of it keyed by
 * the secret, so it cannot be forged, and changing the secret revokes every cookie at once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** Local default, documented in README and docs/preview.md; production sets its own. */
export const defaultPreviewSecret = 'pulsewave-local-preview'
export const previewCookieName = 'pulsewave_preview'
/** An editor's working day. */
export const previewCookieMaxAgeSeconds = 8 * 60 * 60

/**
 * Local development, where the public default secret is acceptable: not a production build, or a
 * production build whose public address (SITE_URL) is unset or on this machine (decision 068).
 */
export function isLocalDevelopment(env: NodeJS.ProcessEnv): boolean {
  if (env.NODE_ENV !== 'production') return true
  const raw = env.SITE_URL?.trim()
  if (!raw) return true
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(raw).hostname)
  } catch {
    return false
  }
}

/**
 * Reads PREVIEW_SECRET. Throws a clear error when it is too short to be a secret, and, outside local
 * development, when it is missing or the public default, which would unlock drafts for anyone.
 */
export function previewSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.PREVIEW_SECRET?.trim()
  if ((!secret || secret === defaultPreviewSecret) && !isLocalDevelopment(env)) {
    throw new Error(
      `PREVIEW_SECRET must be set to a secret of your own in production (SITE_URL is ${env.SITE_URL}): the default "${defaultPreviewSecret}" is public and would unlock drafts for anyone`,
    )
  }
  if (!secret) return defaultPreviewSecret
  if (secret.length < 12) throw new Error('PREVIEW_SECRET must be at least 12 characters long')
  return secret
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

const attributes = (request: Request, maxAge: number) =>
  `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure(request) ? '; Secure' : ''}`

export function setPreviewCookie(request: Request): string {
  return `${nameFor(request)}=${previewCookieValue()}; ${attributes(request, previewCookieMaxAgeSeconds)}`
}

export function clearPreviewCookie(request: Request): string {
  return `${nameFor(request)}=; ${attributes(request, 0)}`
}
