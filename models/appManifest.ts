/**
 * What the production build publishes about itself (spec §7 "Site infrastructure"):
 * `builds/latest.json` names the newest build, `builds/meta/{id}.json` is that build's app manifest
 * with a route-rules matcher. Plain types and guards, no Effect: this module reaches the browser's
 * build-update chunk, which must stay small (docs/decisions/006, 040).
 */

/** `builds/latest.json`. */
export interface LatestBuild {
  readonly id: string
  /** Epoch milliseconds of the build. */
  readonly timestamp: number
}

/** What a route rule may say about the paths it matches. */
export interface RouteRule {
  /** Redirect target: a local path (client-side) or an absolute URL (full navigation, spec §8). */
  readonly redirect?: string | { readonly to: string; readonly statusCode?: 301 | 302 | 307 | 308 }
  readonly headers?: Readonly<Record<string, string>>
  readonly [key: string]: unknown
}

/**
 * Route rules keyed by pattern: `/exact`, `/prefix/**` (the prefix and everything under it) or
 * `/with/:param/segments` (`:name` or `*` stands for exactly one segment).
 */
export type RouteRules = Readonly<Record<string, RouteRule>>

/** The serialised matcher: patterns grouped by kind, so a browser can match without compiling. */
export interface RouteRulesMatcher {
  readonly static: Readonly<Record<string, RouteRule>>
  readonly wildcard: Readonly<Record<string, RouteRule>>
  readonly dynamic: Readonly<Record<string, RouteRule>>
}

/** `builds/meta/{id}.json`. */
export interface AppManifest extends LatestBuild {
  readonly matcher: RouteRulesMatcher
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** True when `value` has the shape of `builds/latest.json` (a non-empty id and a finite timestamp). */
export function isLatestBuild(value: unknown): value is LatestBuild {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    value.id.length > 0 &&
    typeof value.timestamp === 'number' &&
    Number.isFinite(value.timestamp)
  )
}

/** True when `value` has the shape of an app manifest. */
export function isAppManifest(value: unknown): value is AppManifest {
  return (
    isLatestBuild(value) &&
    isRecord((value as { matcher?: unknown }).matcher) &&
    ['static', 'wildcard', 'dynamic'].every((k) => isRecord((value as AppManifest).matcher[k as 'static']))
  )
}

function normalise(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`
}

/** Groups route rules by pattern kind. Throws on a pattern that does not start with '/'. */
export function compileRouteRules(rules: RouteRules): RouteRulesMatcher {
  const matcher = { static: {}, wildcard: {}, dynamic: {} } as {
    static: Record<string, RouteRule>
    wildcard: Record<string, RouteRule>
    dynamic: Record<string, RouteRule>
  }
  for (const [pattern, rule] of Object.entries(rules)) {
    if (!pattern.startsWith('/')) throw new Error(`Route rule pattern must start with '/': ${pattern}`)
    if (pattern.endsWith('/**')) matcher.wildcard[normalise(pattern.slice(0, -3))] = rule
    else if (/(^|\/)(:[^/]+|\*)(\/|$)/.test(pattern)) matcher.dynamic[normalise(pattern)] = rule
    else matcher.static[normalise(pattern)] = rule
  }
  return matcher
}

function matchesDynamic(pattern: string, path: string): boolean {
  const want = pattern.split('/')
  const have = path.split('/')
  return (
    want.length === have.length &&
    want.every((seg, i) => seg === '*' || seg.startsWith(':') || seg === have[i])
  )
}

/**
 * The merged rule for `path` (query and hash ignored): wildcard rules from the shortest prefix to the
 * longest, then dynamic, then static, each overriding the keys of the less specific ones before it.
 */
export function matchRouteRules(matcher: RouteRulesMatcher, path: string): RouteRule {
  const clean = normalise(path.split(/[?#]/)[0] ?? '/')
  const wildcards = Object.keys(matcher.wildcard)
    .filter((prefix) => prefix === '/' || clean === prefix || clean.startsWith(`${prefix}/`))
    .sort((a, b) => a.length - b.length)
    .map((prefix) => matcher.wildcard[prefix])
  const dynamics = Object.keys(matcher.dynamic)
    .filter((pattern) => matchesDynamic(pattern, clean))
    .sort((a, b) => a.length - b.length)
    .map((pattern) => matcher.dynamic[pattern])
  return Object.assign({}, ...wildcards, ...dynamics, matcher.static[clean])
}

/** Where a route rule sends a client navigation, and how. */
export interface RuleRedirect {
  readonly to: string
  /** Another origin (an absolute URL): a full browser navigation (spec §8); else the router's own. */
  readonly external: boolean
}

/** The redirect a matched rule asks for, if any (a target that is neither a path nor http(s) is ignored). */
export function ruleRedirect(rule: RouteRule): RuleRedirect | undefined {
  const target = typeof rule.redirect === 'string' ? rule.redirect : rule.redirect?.to
  if (typeof target !== 'string') return undefined
  if (/^https?:\/\//i.test(target)) return { to: target, external: true }
  // Only a site path: `//host` would leave the site, `javascript:` would run.
  return /^\/(?!\/)/.test(target) ? { to: target, external: false } : undefined
}

/**
 * Where the full page load after a deploy goes (decision 040): the new build's rules, when its manifest
 * came, may already redirect the address; else the address itself.
 */
export function reloadTarget(
  next: AppManifest | undefined,
  location: { readonly pathname: string; readonly href: string },
): string {
  return (next && ruleRedirect(matchRouteRules(next.matcher, location.pathname))?.to) ?? location.href
}
