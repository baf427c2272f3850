/**
 * Paths that are not valid percent-encoding (`/%E0%A4%A`). Start answers them a bare, empty 400 before
 * the server entry runs, where spec §2 wants the not-found page. So the site's server
 * (src/serve/site.server.ts) hands the app a request for `/` marked with the bad path, and src/server.ts
 * answers it with the page and status 400.
 * The marker is removed from every other request, so a visitor cannot fake it.
 */
export const badPathHeader = 'x-site-undecodable-path'

export function decodes(pathname: string): boolean {
  try {
    // The value is used on purpose: the bundler counts decodeURI as pure and drops a call whose value
    // is unused, and then every path "decodes" (it did, once this ran inside the server bundle).
    return decodeURI(pathname).length >= 0
  } catch {
    return false
  }
}

export function routableRequest(request: Request): Request {
  const url = new URL(request.url)
  if (!decodes(url.pathname))
    return new Request(new URL('/', url.origin), {
      method: request.method === 'HEAD' ? 'HEAD' : 'GET',
      headers: { accept: 'text/html', [badPathHeader]: url.pathname },
    })
  if (!request.headers.has(badPathHeader)) return request
  const headers = new Headers(request.headers)
  headers.delete(badPathHeader)
  // duplex: a request with a body is passed on as a stream (Node's fetch requires saying so)
  return new Request(request, { headers, duplex: 'half' } as RequestInit)
}
