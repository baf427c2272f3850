/**
 * Route middleware named in route meta (models/routes/meta.ts). Each runs before the page loads and
 * may throw the router's notFound or redirect. Names are checked against this registry once, when
 * the module loads (server start-up), so a typo fails the deploy rather than a request.
 */
import { notFound } from '@tanstack/react-router'
import { middlewareNames } from '../../models/routes/meta.ts'
import { maxQueryLength } from '../../models/routes/query.ts'
import type { ResolvedPath } from '../../models/routes/resolve.ts'
import { contentTypes } from '../../models/routes/table.ts'

export interface MiddlewareContext {
  readonly path: string
  /** The raw query string, without '?'. */
  readonly search: string
  readonly resolved: ResolvedPath
}

export type Middleware = (ctx: MiddlewareContext) => void

/**
 * The path as requested, query included (spec §2: "the current full path"), for 404 messages. A query
 * past the validation step's limit is cut there, so an answer never echoes kilobytes back (decision 236).
 */
export function requestedPath(path: string, search: string): string {
  if (search === '') return path
  return search.length > maxQueryLength ? `${path}?${search.slice(0, maxQueryLength)}…` : `${path}?${search}`
}

/** Spec §2's route validation failure: 404 with 'Page Not Found: {full path}'. */
export function validationFailed(path: string, search = ''): never {
  throw notFound({ data: { message: `Page Not Found: ${requestedPath(path, search)}`, path } })
}

export const middlewareRegistry: Readonly<Record<string, Middleware>> = {
  /** Validation step: a query string that is absurdly long or does not percent-decode is refused. */
  strictQuery: ({ path, search }) => {
    if (search.length > maxQueryLength) validationFailed(path, search)
    try {
      decodeURIComponent(search.replace(/\+/g, ' '))
    } catch {
      validationFailed(path, search)
    }
  },
}

/** Throws naming every unknown middleware; run at start-up. */
export function assertKnownMiddleware(names: ReadonlyArray<string>, registry = middlewareRegistry): void {
  const unknown = names.filter((n) => !Object.hasOwn(registry, n))
  if (unknown.length > 0)
    throw new Error(
      `Unknown route middleware: ${unknown.join(', ')} (known: ${Object.keys(registry).join(', ')}). Fix models/routes/meta.ts.`,
    )
}

assertKnownMiddleware(middlewareNames(contentTypes))

export function runMiddleware(names: ReadonlyArray<string>, ctx: MiddlewareContext): void {
  for (const name of names) middlewareRegistry[name]?.(ctx)
}
