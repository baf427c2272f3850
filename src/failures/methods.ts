/**
 * Which HTTP methods each route answers, read from the route tree itself (decision 211), so a new
 * route is covered the day it is added: a page answers GET and HEAD; a server route the methods its
 * `server.handlers` name (HEAD wherever GET is, as Start does; `ANY` means every method). Without
 * this, Start renders an empty page with 200 for a method a server route does not declare.
 */

/** The parts of a route this needs (Start's `route.options`). */
export interface RouteLike {
  readonly options: {
    readonly component?: unknown
    readonly server?: { readonly handlers?: unknown }
  }
}

/** The router's own matching: `[branch, params, route]` as `router.getMatchedRoutes` returns them. */
export type MatchRoutes = (
  pathname: string,
) => readonly [ReadonlyArray<unknown>, Record<string, string>, RouteLike | undefined]

export const pageMethods: ReadonlyArray<string> = ['GET', 'HEAD']
export const everyMethod: ReadonlyArray<string> = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** The methods `route` answers; a splat or unmatched path is a page (the not-found page). */
export function methodsOfRoute(route: RouteLike | undefined, exact: boolean): ReadonlyArray<string> {
  const server = route?.options.server
  if (!route || !exact || !server?.handlers) return pageMethods
  const handlers = (
    typeof server.handlers === 'function'
      ? (server.handlers as (o: { createHandlers: <D>(d: D) => D }) => object)({ createHandlers: (d) => d })
      : server.handlers
  ) as Record<string, unknown>
  const named = Object.keys(handlers).map((m) => m.toUpperCase())
  if (named.includes('ANY')) return everyMethod
  const methods = new Set(named)
  if (methods.has('GET') || route.options.component) methods.add('GET').add('HEAD')
  return everyMethod.filter((m) => methods.has(m))
}

/** `pathname → methods`, remembered per route (the lookup runs on every request). */
export function methodsByPath(match: MatchRoutes): (pathname: string) => ReadonlyArray<string> {
  const known = new Map<RouteLike, ReadonlyArray<string>>()
  return (pathname) => {
    const [, params, route] = match(pathname)
    const exact = route !== undefined && params['**'] === undefined
    if (!route || !exact) return pageMethods
    let methods = known.get(route)
    if (!methods) {
      methods = methodsOfRoute(route, exact)
      known.set(route, methods)
    }
    return methods
  }
}
