/**
 * The site's public address for a request (issue 16): what redirects, canonical links, sign-in
 * addresses and the `Secure` cookie flag are built on. With `SITE_URL` set it is that, whatever the
 * request's `Host` says; without it, the request's own origin only when its host is allowed (loopback
 * by default, plus `SITE_HOSTS`), else this machine's loopback name (decision 067).
 */
export const loopbackHosts: ReadonlyArray<string> = ['localhost', '127.0.0.1', '[::1]']

export function publicOrigin(
  requestUrl: string,
  config: { readonly siteUrl: string | undefined; readonly allowedHosts: ReadonlyArray<string> },
): string {
  if (config.siteUrl) return new URL(config.siteUrl).origin
  const url = new URL(requestUrl)
  if (config.allowedHosts.includes(url.hostname.toLowerCase())) return url.origin
  return `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`
}

/** Loopback plus `SITE_HOSTS` (already checked by the configuration schema, config/variables.ts). */
export function allowedHosts(extra: ReadonlyArray<string>): string[] {
  return [...loopbackHosts, ...extra.map((host) => host.toLowerCase())]
}

/** The request as the site's public address sees it: same method, headers, body and client address. */
export function atPublicOrigin(request: Request, origin: string): Request {
  const url = new URL(request.url)
  if (url.origin === origin) return request
  const moved = new Request(`${origin}${url.pathname}${url.search}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    // @ts-expect-error Node's fetch needs `duplex` to pass a streamed body on
    duplex: 'half',
  })
  const ip = (request as Request & { ip?: string }).ip
  if (ip !== undefined) Object.defineProperty(moved, 'ip', { value: ip })
  return moved
}
