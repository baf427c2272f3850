/**
 * Security headers (docs/decisions/060). `baselineHeaders` go on every answer the server sends (pages,
 * JSON, XML, assets, redirects); `contentSecurityPolicy` goes on HTML answers only, with a nonce that is
 * new for every response, so a cached page never carries a nonce an attacker could have read.
 * Pure apart from the nonce pool below: the server entry and the site's server (src/serve) use it.
 */
import { editHeaders } from '../serve/editHeaders.ts'

export interface PolicySources {
  /** Per-response nonce; the only way an inline or first-party <script> may run. */
  readonly nonce: string
  /** Image, audio and video CDN base (SANITY_CDN_URL: Sanity's CDN or the content stand-in). */
  readonly cdnUrl: string
  /** Tag manager on (GTM_ID set): its script, beacons and pixels are allowed too. */
  readonly tagManager: boolean
  /** The identity service: the sign-out form's answer redirects there, and form-action covers redirects. */
  readonly identityUrl: string
  /**
   * The profile service: the browser PUTs a new avatar straight to the upload address it hands out, and
   * shows the avatar sizes the service serves.
   */
  readonly uploadUrl?: string
  /**
   * Origins that may show this page in a frame: the Studio, for preview pages in its Presentation tool
   * (decision 169). Absent: no one may.
   */
  readonly frameAncestors?: ReadonlyArray<string>
  /**
   * An editor's preview page: Sanity's visual-editing overlay writes its styles into inline <style>
   * elements (styled-components), which the site's own pages never need (decision 173).
   */
  readonly previewStyles?: boolean
}

/** Hashed build output: the file name changes with the content, so the browser may keep it forever. */
export const immutableAssets = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/
export const immutableCacheControl = 'public, max-age=31536000, immutable'

const tagManagerHosts = ['https://www.googletagmanager.com', 'https://*.google-analytics.com']

export function contentSecurityPolicy({
  nonce,
  cdnUrl,
  tagManager,
  identityUrl,
  uploadUrl,
  frameAncestors,
  previewStyles,
}: PolicySources): string {
  const cdn = new URL(cdnUrl).origin
  const tags = tagManager ? tagManagerHosts : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'strict-dynamic' lets a nonced script load what it imports (route chunks, the tag manager);
    // 'self' and the hosts are only the fallback for browsers without CSP level 3.
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...tags],
    // Stylesheets from the site only: no inline <style> and no style attributes (decision 213). A
    // style set from a script (element.style) is not covered by the policy and stays possible.
    'style-src': previewStyles ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    'img-src': ["'self'", 'data:', cdn, ...(uploadUrl ? [new URL(uploadUrl).origin] : []), ...tags],
    // A video block may point at any https address (its `url`, decision 017); media cannot run code.
    'media-src': ["'self'", cdn, 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(uploadUrl ? [new URL(uploadUrl).origin] : []), ...tags],
    'frame-src': tagManager ? ['https://www.googletagmanager.com'] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", new URL(identityUrl).origin],
    'frame-ancestors': frameAncestors?.length ? ["'self'", ...frameAncestors] : ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ')
}

/** Headers for every response; HSTS only when the public address is https (never on plain local http). */
export function baselineHeaders(siteUrl: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    // A page opened from another site gets no handle on ours, and our answers are not read by other
    // sites' pages (decision 213). Same-site, not same-origin: the account services' hosts share the site.
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-site',
  }
  if (siteUrl?.startsWith('https:'))
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

/**
 * The policy of every answer that is not a page (JSON, XML, text, scripts, images): it loads nothing
 * and may be framed by nobody, so a JSON answer or an SVG opened on its own runs nothing either
 * (decision 213). Pages get their own policy with a nonce (`contentSecurityPolicy`).
 */
export const documentlessPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

const isHtml = (response: Response) => /^text\/html/i.test(response.headers.get('content-type') ?? '')

/**
 * Adds the baseline headers (and immutable caching for hashed assets) to `response`. In place when its
 * headers may change (keeps srvx's fast static responses fast); redirects and fetched responses have
 * immutable headers, and get copied.
 */
export function withSecurityHeaders(
  pathname: string,
  response: Response,
  siteUrl: string | undefined,
): Response {
  const extra = baselineHeaders(siteUrl)
  if (!response.headers.has('content-security-policy') && !isHtml(response))
    extra['content-security-policy'] = documentlessPolicy
  if (response.status === 200 && immutableAssets.test(pathname))
    extra['cache-control'] = immutableCacheControl
  return editHeaders(response, (headers) => {
    for (const [name, value] of Object.entries(extra)) headers.set(name, value)
  })
}

// Random bytes are drawn 4 KiB at a time and each nonce takes 16 unused ones: one call into the
// system's generator per 256 nonces instead of one per response (a cache hit made it 5% of its time).
// Server only (the HTML cache and the server entry), so Node's own base64 encodes it.
const pool = Buffer.alloc(4096)
let taken = pool.length

/** A fresh nonce: 128 random bits never used before, base64. */
export function newNonce(): string {
  if (taken + 16 > pool.length) {
    crypto.getRandomValues(pool)
    taken = 0
  }
  taken += 16
  return pool.toString('base64', taken - 16, taken)
}
