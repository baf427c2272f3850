/**
 * Routes per service. A path starting with `{me}` is registered twice, as `/api/v1/me…` and as
 * `/api/v1/users/:userId…`, the way the spec's `{me}` reads; stats and faults name it by its pattern.
 */
import type { Reply, SandboxRequest } from './http.ts'

/** bearer: a valid access token; basic: app credentials; none: no check; optional: bearer if sent. */
export type AuthKind = 'bearer' | 'basic' | 'none' | 'optional'

export interface RouteDef {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS'
  /** `/api/v1/tokens/refresh`, `/api/v1/users/:userId`, or `{me}/sendverifyemailaddress`. */
  readonly path: string
  readonly auth: AuthKind
  /** The body arrives as bytes (`request.raw`, any content type) up to this many; the handler checks the size. */
  readonly rawBody?: number
  readonly handler: (request: SandboxRequest) => Reply | Promise<Reply>
}

export interface Route extends RouteDef {
  readonly service: string
  /** True when the concrete path came from `{me}` (its `:userId` is checked against the caller). */
  readonly me: boolean
  readonly segments: ReadonlyArray<string>
}

export interface Match {
  readonly route: Route
  readonly params: Record<string, string>
}

const split = (path: string): string[] => path.split('/').filter(Boolean)

/** A malformed escape (`%E0%A4%A`) matches nothing rather than failing the request. */
function decodeSegment(part: string): string | undefined {
  try {
    return decodeURIComponent(part)
  } catch {
    return undefined
  }
}

export function createRouter() {
  const routes: Route[] = []

  function add(service: string, def: RouteDef): void {
    if (def.path.startsWith('{me}')) {
      const rest = def.path.slice('{me}'.length)
      routes.push({ ...def, service, me: true, segments: split(`/api/v1/me${rest}`) })
      routes.push({ ...def, service, me: true, segments: split(`/api/v1/users/:userId${rest}`) })
    } else {
      routes.push({ ...def, service, me: false, segments: split(def.path) })
    }
  }

  function matchSegments(route: Route, parts: ReadonlyArray<string>): Record<string, string> | undefined {
    if (route.segments.length !== parts.length) return undefined
    const params: Record<string, string> = {}
    for (const [index, segment] of route.segments.entries()) {
      const part = parts[index]!
      if (segment.startsWith(':')) {
        const value = decodeSegment(part)
        if (value === undefined) return undefined
        params[segment.slice(1)] = value
      } else if (segment !== part) return undefined
    }
    return params
  }

  /** Literal routes win over parameterised ones (`/api/v1/users/me…` never reaches `:userId`). */
  function match(service: string, method: string, path: string): Match | undefined {
    const parts = split(path)
    let best: { match: Match; literals: number } | undefined
    for (const route of routes) {
      if (route.service !== service || route.method !== method) continue
      const params = matchSegments(route, parts)
      if (!params) continue
      const literals = route.segments.filter((s) => !s.startsWith(':')).length
      if (!best || literals > best.literals) best = { match: { route, params }, literals }
    }
    return best?.match
  }

  return { add, match, routes: routes as ReadonlyArray<Route> }
}

export type Router = ReturnType<typeof createRouter>
