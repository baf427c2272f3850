/**
 * Route meta of spec §2 (layout, middleware, key, scrollToTop, pageTransition) per content type, and
 * the route rules (redirects). Data only: the shell (src/shell/) applies it, and checks every
 * middleware name against its registry when the server starts.
 */
import type { ContentType } from './table.ts'

export interface PageTransition {
  readonly name: string
  readonly mode: 'in-out' | 'out-in'
}

export interface RouteMeta {
  readonly layout: 'default'
  /** Names from the shell's middleware registry, run in order before the page loads. */
  readonly middleware: ReadonlyArray<string>
  /**
   * What identifies the page for re-mounting: pages of one key keep their component state across
   * navigations (a downloads platform switch keeps the list's scroll), others re-mount.
   */
  readonly key: 'path' | 'product'
  readonly scrollToTop: boolean
  readonly pageTransition: PageTransition | false
  /**
   * The query parameters the page uses (docs/decisions/201). Any other parameter (`utm_*`, a
   * cache-buster) neither varies the HTML cache's key nor reaches the renderer, and the canonical link
   * carries exactly these. Only site search uses one (`q`).
   */
  readonly query: ReadonlyArray<string>
}

const base: RouteMeta = {
  layout: 'default',
  middleware: ['strictQuery'],
  key: 'path',
  scrollToTop: true,
  pageTransition: { name: 'page', mode: 'out-in' },
  query: [],
}

const overrides: Partial<Record<ContentType, Partial<RouteMeta>>> = {
  // Switching platform or version on the downloads screens is one view: keep scroll and state.
  downloads: { key: 'product', scrollToTop: false, pageTransition: false },
  // The words searched for (decision 183): without them every search would be the cached empty one.
  search: { query: ['q'] },
}

export function routeMeta(contentType: ContentType): RouteMeta {
  return { ...base, ...overrides[contentType] }
}

/** Every middleware name the meta table uses (checked against the registry at start-up). */
export function middlewareNames(contentTypes: ReadonlyArray<ContentType>): ReadonlyArray<string> {
  return [...new Set(contentTypes.flatMap((t) => routeMeta(t).middleware))]
}

export interface RedirectRule {
  readonly to: string
  readonly statusCode: 301 | 302
}

/**
 * Route rules: old or short paths that redirect. A relative target navigates client-side; an
 * absolute one (another origin) is a full navigation.
 */
export const routeRules: Readonly<Record<string, RedirectRule>> = {
  '/dj': { to: '/dj/pro', statusCode: 302 },
  '/studio/download': { to: '/studio/downloads', statusCode: 301 },
  '/sample/download': { to: '/sample/downloads', statusCode: 301 },
  '/hex-fx/download': { to: '/hex-fx/downloads', statusCode: 301 },
  '/producer-suite': { to: '/music-production/producer-suite', statusCode: 301 },
  '/support': { to: 'https://support.pulsewave.example/', statusCode: 302 },
}

export function redirectFor(path: string): RedirectRule | undefined {
  return Object.hasOwn(routeRules, path) ? routeRules[path] : undefined
}

export function isAbsoluteUrl(target: string): boolean {
  return /^https?:\/\//i.test(target)
}
