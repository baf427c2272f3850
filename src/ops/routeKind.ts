/**
 * The route kind of a path, a label of the request metrics and log lines: few enough values that every
 * kind × status pair stays a handful of time series, and still telling a deployer which part of the
 * site is slow or failing.
 */
export type RouteKind = 'page' | 'account' | 'admin' | 'api' | 'auth' | 'asset' | 'server-fn' | 'ops'

export const opsPaths = new Set(['/metrics', '/healthz', '/readyz'])

export function routeKind(pathname: string): RouteKind {
  if (
    pathname.startsWith('/assets/') ||
    pathname.startsWith('/builds/') ||
    /\.[a-z][a-z0-9]{1,4}$/i.test(pathname)
  ) {
    // The sitemap and robots are pages the app renders, not files.
    return pathname === '/sitemap.xml' || pathname === '/robots.txt' ? 'page' : 'asset'
  }
  if (pathname.startsWith('/api/')) return 'api'
  if (pathname.startsWith('/_serverFn')) return 'server-fn'
  if (pathname === '/account' || pathname.startsWith('/account/')) return 'account'
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  if (pathname.startsWith('/auth/') || pathname === '/sign-up' || pathname === '/sign-in') return 'auth'
  if (opsPaths.has(pathname)) return 'ops'
  return 'page'
}
