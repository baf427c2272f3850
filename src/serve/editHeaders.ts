/**
 * A response with its headers changed by `edit`: in place when its headers may change (every
 * Response the app builds), else on a copy (redirects and fetched responses have immutable headers,
 * whose first change throws, so nothing is half applied). Copying the headers and wrapping the body in
 * a new Response at each of the page's steps (policy, cache offer, compression) cost an uncached page
 * several percent of its CPU (issue 26).
 */
export function editHeaders(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers)
    return response
  } catch {
    const headers = new Headers(response.headers)
    edit(headers)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
