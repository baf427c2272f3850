/**
 * Where the site and the identity service are, as the sign-in flows and the account area need it, and
 * the rules built on it: the site's origin, cookie settings, and the same-site check for commands.
 * Passed in (never module state) so tests run the flows against any address.
 */
export interface SiteContext {
  readonly identityUrl: string
  readonly appId: string
  readonly cookieDomain: string | undefined
  /** `SITE_URL`; undefined = the request's own origin. */
  readonly siteUrl: string | undefined
  /** Origins besides the site's that a continue address may point at. */
  readonly allowedOrigins: ReadonlyArray<string>
  /** Signs what the site hands the browser to get back (./signedValue.ts); the same on every instance. */
  readonly cookieKey: string
}

export const siteOrigin = (site: SiteContext, request: Request): string =>
  new URL(site.siteUrl ?? request.url).origin

export const cookieSettings = (site: SiteContext, request: Request) => ({
  domain: site.cookieDomain,
  secure: siteOrigin(site, request).startsWith('https:'),
})

/**
 * A state-changing request must come from the site's own pages: Fetch Metadata says same-origin, or,
 * from a browser without it, the Origin header is the site's. No header at all is refused too.
 */
export function isSameSite(site: SiteContext, request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite) return fetchSite === 'same-origin'
  const origin = request.headers.get('origin')
  return origin !== null && (origin === siteOrigin(site, request) || origin === new URL(request.url).origin)
}
