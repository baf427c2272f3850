/**
 * Where tokens live (docs/decisions/026): the spec's cookies (365 days, SameSite=Lax, the configurable
 * parent domain, names with the production-1 version marker) but HttpOnly, and Secure on https, so
 * the browser never reads a token. Host-only on https they carry the `__Host-` prefix, which no
 * sibling host can set; a cookie only this site reads (sign-in, browser) never goes to the parent
 * domain (decision 210). Pure: parsing and Set-Cookie values only.
 */
export const versionMarker = 'production-1'
export const cookieNames = {
  access: `access_token_${versionMarker}`,
  refresh: `refresh_token_${versionMarker}`,
  /** State, verifier and return address between the redirect and the callback. */
  signIn: `signin_request_${versionMarker}`,
} as const

/** Browsers accept a cookie so named only from this very host, over https, for Path=/, without Domain. */
export const hostPrefix = '__Host-'

export const tokenMaxAge = 365 * 24 * 3600
export const signInMaxAge = 10 * 60

export interface CookieSettings {
  /** Parent domain shared with the provider's sites (`ACCOUNTS_COOKIE_DOMAIN`); undefined = host-only. */
  readonly domain: string | undefined
  readonly secure: boolean
}

/**
 * The last few Cookie headers read, with their pairs: one request's header is read by every account call
 * it makes (an overview makes eight), and splitting and decoding it each time was 3% of such a page's CPU.
 */
const recentHeaders = new Map<string, ReadonlyArray<readonly [string, string]>>()
const recentLimit = 64

/** Every `name=value` pair of a Cookie header, in order, repeats included; undecodable values are left out. */
function cookiePairs(header: string | null | undefined): ReadonlyArray<readonly [string, string]> {
  const text = header ?? ''
  const known = recentHeaders.get(text)
  if (known) return known
  const pairs: Array<readonly [string, string]> = []
  for (const part of text.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 1) continue
    try {
      pairs.push([part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim())])
    } catch {
      // A cookie we cannot decode is one we did not write: ignore it.
    }
  }
  if (recentHeaders.size >= recentLimit) recentHeaders.clear()
  recentHeaders.set(text, pairs)
  return pairs
}

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of cookiePairs(header)) if (!(name in out)) out[name] = value
  return out
}

/** How many cookies named `name` the header carries (a browser sends one per domain and path). */
export const cookieCount = (header: string | null | undefined, name: string): number =>
  cookiePairs(header).filter(([n]) => n === name).length

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

/** The token cookies' names: the spec's, with `__Host-` when they are host-only on https. */
export function tokenCookieNames(settings: CookieSettings): { access: string; refresh: string } {
  const prefix = settings.secure && !settings.domain ? hostPrefix : ''
  return { access: prefix + cookieNames.access, refresh: prefix + cookieNames.refresh }
}

/** A cookie only this site reads: `__Host-` on https, never on the parent domain. */
export const siteCookieName = (name: string, settings: CookieSettings): string =>
  settings.secure ? hostPrefix + name : name

export const siteCookie = (name: string, value: string, maxAge: number, settings: CookieSettings): string =>
  serializeCookie(siteCookieName(name, settings), value, maxAge, {
    domain: undefined,
    secure: settings.secure,
  })

/**
 * A site cookie's value from a request. The request is already at the site's public address
 * (decision 067), so its scheme is the one the cookie was set for.
 */
export const siteCookieValue = (request: Request, name: string): string | undefined =>
  parseCookies(request.headers.get('cookie'))[
    siteCookieName(name, { domain: undefined, secure: new URL(request.url).protocol === 'https:' })
  ]

export interface SentTokens {
  readonly tokens: TokenCookies
  /**
   * A token cookie came twice (one planted for a parent or sibling domain, or another path): which one
   * is the customer's cannot be told, so the request is refused as signed out (decision 210).
   */
  readonly duplicated: boolean
}

/** The token cookies a request carries, under the names these settings give them. */
export function sentTokens(header: string | null | undefined, settings: CookieSettings): SentTokens {
  const names = tokenCookieNames(settings)
  const cookies = parseCookies(header)
  return {
    tokens: { accessToken: cookies[names.access] ?? '', refreshToken: cookies[names.refresh] || undefined },
    duplicated: cookieCount(header, names.access) > 1 || cookieCount(header, names.refresh) > 1,
  }
}

/** True when the header carries a refresh cookie under any of its names (a cheap check, no settings). */
export const mentionsSession = (header: string | null | undefined): boolean =>
  cookiePairs(header).some(
    ([name, value]) =>
      value !== '' && (name === cookieNames.refresh || name === hostPrefix + cookieNames.refresh),
  )

export function tokenCookies(tokens: TokenCookies | undefined, settings: CookieSettings): string[] {
  const names = tokenCookieNames(settings)
  if (!tokens) {
    return [serializeCookie(names.access, '', 0, settings), serializeCookie(names.refresh, '', 0, settings)]
  }
  return [
    serializeCookie(names.access, tokens.accessToken, tokenMaxAge, settings),
    tokens.refreshToken
      ? serializeCookie(names.refresh, tokens.refreshToken, tokenMaxAge, settings)
      : serializeCookie(names.refresh, '', 0, settings),
  ]
}
