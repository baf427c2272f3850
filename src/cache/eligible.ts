/**
 * Which requests and answers the HTML cache may touch (docs/decisions/070). Pure, so the server bundle
 * (src/server.ts, which marks an answer cacheable) and the HTML cache (src/cache/htmlCache.ts, which
 * stores and answers from it) apply the same rules.
 */
import { cookieNames, hostPrefix } from '../identity/cookies.ts'
import { previewCookieName } from '../preview/previewAuth.server.ts'

/**
 * The internal response header by which the server entry offers a page to the cache: JSON
 * `{tags, nonce}`. The HTML cache removes it from every answer before it leaves.
 */
export const offerHeader = 'x-pulsewave-html-cache'

export interface Offer {
  readonly tags: ReadonlyArray<string>
  /** The response's CSP nonce, replaced by each hit's own. */
  readonly nonce: string
}

/** Session (token, sign-in) and preview cookies, `__Host-` or not: such a request never reads nor writes the cache. */
const privateCookie = new RegExp(
  `(?:^|;)\\s*(?:${hostPrefix})?(?:${[cookieNames.access, cookieNames.refresh, cookieNames.signIn, previewCookieName].join('|')})=`,
)

/** Areas that depend on the visitor, or are not pages (their own routes, never HTML for everyone). */
const privatePath = /^\/(?:api|auth|account|_serverFn)(?:\/|$)/

export function mayUseCache(method: string, pathname: string, cookie: string | null | undefined): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !privatePath.test(pathname) &&
    !(cookie && privateCookie.test(cookie))
  )
}

/** Only published pages, 200 or 404, for anyone: no cookie set, no `no-store`/`private`. */
export function mayStore(response: Response): boolean {
  const { status, headers } = response
  return (
    (status === 200 || status === 404) &&
    /^text\/html/i.test(headers.get('content-type') ?? '') &&
    !headers.has('set-cookie') &&
    !/no-store|private/i.test(headers.get('cache-control') ?? '')
  )
}
