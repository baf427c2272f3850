/**
 * The browser as the site knows it (decision 210): a random id in a signed, HttpOnly cookie that only
 * this site can set (`__Host-` on https). The sign-in request is bound to it, so a sign-in cookie
 * carried to another browser is refused, and attempt limits count per browser (src/security/attempts).
 */
import { randomBytes } from 'node:crypto'
import { cookieSettings, type SiteContext } from './context.server.ts'
import { parseCookies, siteCookie, siteCookieName } from './cookies.ts'
import { signValue, verifiedValue } from './signedValue.ts'

export const browserCookie = 'pulsewave_browser'
const purpose = 'browser'
/** A year: the browser stays the same browser for the attempt limits' back-off. */
const browserMaxAge = 365 * 24 * 3600

/** The id of the browser that sent `request`, when its cookie is one the site signed. */
export function knownBrowser(site: SiteContext, request: Request): string | undefined {
  const name = siteCookieName(browserCookie, cookieSettings(site, request))
  return verifiedValue(site.cookieKey, purpose, parseCookies(request.headers.get('cookie'))[name])
}

export interface Browser {
  readonly id: string
  /** True when the id was made for this request: the browser was not known before. */
  readonly fresh: boolean
  /** The Set-Cookie value that gives a fresh browser its id; undefined for a known one. */
  readonly cookie: string | undefined
}

/** The request's browser: the known one, or a new id and the cookie that keeps it. */
export function browserOf(site: SiteContext, request: Request): Browser {
  const known = knownBrowser(site, request)
  if (known) return { id: known, fresh: false, cookie: undefined }
  const id = randomBytes(16).toString('base64url')
  const value = signValue(site.cookieKey, purpose, id)
  return {
    id,
    fresh: true,
    cookie: siteCookie(browserCookie, value, browserMaxAge, cookieSettings(site, request)),
  }
}
