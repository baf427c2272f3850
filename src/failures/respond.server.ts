/**
 * How the server entry answers what the router cannot (spec §2: every failure shows the not-found page):
 * 400 for a path (or any value) that is not valid percent-encoding, 404 for server-function
 * addresses, 405 with `Allow` for a method the route does not answer (./methods.ts), 413 for a body
 * over the limit (./bodyLimit.ts), 500 for anything the handler throws (logged, never shown), and
 * nothing logged for a visitor who went away.
 */
import { badPathHeader, decodes } from './badPath.ts'
import { boundedBody, closeHeader, hasBody } from './bodyLimit.ts'
import { type Failure, failureScope } from './failure.server.ts'
import { pageMethods } from './methods.ts'

/** The router behind the sign-in callback (src/server.ts). */
export type Handle = (request: Request) => Promise<Response>

/** Where a server fault is logged (tests pass their own). */
export type Report = (what: string, pathname: string, error: unknown) => void
/** The methods the route at `pathname` answers (./methods.ts, from the route tree). */
export type MethodsOf = (pathname: string) => ReadonlyArray<string>
const logToConsole: Report = (what, pathname, error) => console.error(`[server] ${what} for`, pathname, error)

/**
 * The spec's not-found page with the failure's status, rendered by the router at `/` (the failing path
 * may not even decode) inside the failure scope; plain text only if rendering fails too.
 */
async function failurePage(
  handle: Handle,
  url: URL,
  failure: Failure,
  report: Report = logToConsole,
): Promise<Response> {
  try {
    const page = await failureScope.run(failure, () =>
      handle(new Request(new URL('/', url.origin), { headers: { accept: 'text/html' } })),
    )
    const headers = new Headers(page.headers)
    headers.set('cache-control', 'no-store')
    return new Response(page.body, { status: failure.status, headers })
  } catch (error) {
    report('the error page failed', url.pathname, error)
    return new Response(failure.message, {
      status: failure.status,
      headers: { 'content-type': 'text/plain' },
    })
  }
}

/** The site has no server functions (decision 034): Start would answer their address 500 and log a stack. */
const isServerFunction = (pathname: string) => /^\/_serverFn(\/|$)/i.test(safeDecode(pathname))

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

function notAllowed(request: Request, allowed: ReadonlyArray<string>): Response {
  return new Response('Method Not Allowed\n', {
    status: 405,
    headers: {
      allow: allowed.join(', '),
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      // A body sent with a method nobody answers is not read: close rather than skip it.
      ...(hasBody(request) ? closeHeader : {}),
    },
  })
}

export async function respond(
  request: Request,
  handle: Handle,
  report: Report = logToConsole,
  methodsOf: MethodsOf = () => pageMethods,
): Promise<Response> {
  const url = new URL(request.url)
  const { pathname } = url
  // src/serve/site.server.ts marks a path Start would refuse (src/failures/badPath.ts); `vite dev` has no marker
  if (request.headers.has(badPathHeader) || !decodes(pathname))
    return failurePage(handle, url, {
      status: 400,
      message: 'Bad request: the path is not valid percent-encoding',
    })
  if (isServerFunction(pathname))
    return failurePage(handle, url, { status: 404, message: `Page not found: ${pathname}${url.search}` })
  const allowed = methodsOf(pathname)
  if (!allowed.includes(request.method)) return notAllowed(request, allowed)
  try {
    const bounded = await boundedBody(request)
    if (bounded instanceof Response) return bounded
    return await handle(bounded)
  } catch (error) {
    // A visitor who closed the tab is not a server error.
    if (request.signal.aborted) return new Response(null, { status: 499 })
    // A value that is not valid percent-encoding is the visitor's mistake, wherever it was decoded.
    if (error instanceof URIError)
      return failurePage(handle, url, {
        status: 400,
        message: 'Bad request: a value is not valid percent-encoding',
      })
    report('unhandled error', pathname, error)
    return failurePage(handle, url, { status: 500, message: 'Something went wrong' }, report)
  }
}
