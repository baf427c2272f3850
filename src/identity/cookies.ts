/**
 * Where tokens live (docs/decisions/026): the spec's cookies (365 days, SameSite=Lax, the configurable
 * parent domain, names with the production-1 version marker) but HttpOnly, and Secure on https, so
 * the browser never reads a token. Pure: parsing and Set-Cookie values only.
 */
export const versionMarker = 'production-1'
export const cookieNames = {
  access: `access_token_${versionMarker}`,
  refresh: `refresh_token_${versionMarker}`,
  /** State, verifier and return address between the redirect and the callback. */
  signIn: `signin_request_${versionMarker}`,
} as const

export const tokenMaxAge = 365 * 24 * 3600
export const signInMaxAge = 10 * 60

export interface CookieSettings {
  /** Parent domain shared with the provider's sites (`ACCOUNTS_COOKIE_DOMAIN`); undefined = host-only. */
  readonly domain: string | undefined
  readonly secure: boolean
}

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq < 1) continue
    const name = part.slice(0, eq).trim()
    if (name in out) continue
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim())
    } catch {
      // A cookie we cannot decode is one we did not write: ignore it.
    }
  }
  return out
}

/** One Set-Cookie value; `maxAge` 0 deletes. */
export function serializeCookie(
  name: string,
  value: string,
  maxAge: number,
  settings: CookieSettings,
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
  ]
  if (maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT')
  if (settings.domain) parts.push(`Domain=${settings.domain}`)
  if (settings.secure) parts.push('Secure')
  return parts.join('; ')
}

export interface TokenCookies {
  readonly accessToken: string
  readonly refreshToken: string | undefined
}

export const readTokenCookies = (cookies: Record<string, string>): TokenCookies => ({
  accessToken: cookies[cookieNames.access] ?? '',
  refreshToken: cookies[cookieNames.refresh] || undefined,
})

export function tokenCookies(tokens: TokenCookies | undefined, settings: CookieSettings): string[] {
  if (!tokens) {
    return [
      serializeCookie(cookieNames.access, '', 0, settings),
      serializeCookie(cookieNames.refresh, '', 0, settings),
    ]
  }
  return [
    serializeCookie(cookieNames.access, tokens.accessToken, tokenMaxAge, settings),
    tokens.refreshToken
      ? serializeCookie(cookieNames.refresh, tokens.refreshToken, tokenMaxAge, settings)
      : serializeCookie(cookieNames.refresh, '', 0, settings),
  ]
}
