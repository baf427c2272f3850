/**
 * Which query parameters each page of the site uses (docs/decisions/201): a content page's come from
 * its route meta, the few pages with a file route of their own are listed here. Anything else in the
 * query of an anonymous page request is dropped before the HTML cache's key is made and before the
 * page renders, so `?utm_source=…` and cache-busters neither multiply cached copies nor show up in the
 * canonical link. Pure: the HTML cache (src/cache) and the canonical link (src/seo) read the same list.
 */
import { redirectFor, routeMeta } from './meta.ts'
import { pathOf, resolvePath } from './resolve.ts'

/**
 * Pages with a file route of their own (routes/), and the parameters each reads (its `useSearch`).
 * Paths under /api, /auth and /account are never cached nor rewritten (src/cache/eligible.ts).
 */
export const fileRouteQueries: Readonly<Record<string, ReadonlyArray<string>>> = {
  // `trial`: the free trial a sign-up starts (decision 181); `wait`: an attempt limit's wait (decision 212).
  '/sign-up': ['problem', 'wait', 'trial'],
  '/sign-up/survey': ['referral', 'problem', 'trial'],
  '/signed-out': ['reason', 'wait'],
  // Its search belongs to signed-in admins, whose requests are never rewritten; anyone else gets 404.
  '/admin/notifications': [],
  '/robots.txt': [],
  '/sitemap.xml': [],
}

/** Longer queries fail the validation step (src/shell/middleware.ts): 404 'Page Not Found'. */
export const maxQueryLength = 2048

/**
 * Answered before routing, on any page (spec §2's sign-in callback, the referral visit): a request
 * carrying one of these is left exactly as it came and never answered from the cache.
 */
export const preRoutingParams: ReadonlyArray<string> = ['state', 'code', 'referral_code']

/**
 * The parameters `path` uses, or undefined when the site has no page there (a not-found answer,
 * which names what was asked for: its query is left as it came).
 */
export function pageQueryOf(path: string): ReadonlyArray<string> | undefined {
  const fixed = Object.hasOwn(fileRouteQueries, path) ? fileRouteQueries[path] : undefined
  if (fixed) return fixed
  // A route rule answers a redirect to a fixed address: nothing in the query matters.
  if (redirectFor(path)) return []
  const resolved = resolvePath(path)
  return resolved && pathOf(resolved) === path ? routeMeta(resolved.contentType).query : undefined
}
