/**
 * Spec §2: "On load, if the query string holds state or code, it completes a sign-in callback" — on
 * every page, the not-found page included. Runs in the server entry (src/server.ts) before routing;
 * the browser gets a redirect to the same address without `state` and `code`. Also keeps signed-in
 * pages out of shared caches: a response to a request carrying the session cookie is `private, no-store`,
 * and gives a browser the site has not met its id (src/identity/browser.server.ts).
 * A plain wrapper rather than a TanStack Start request middleware: declaring a start instance for it
 * would ship the middleware runtime to every page's browser bundle (docs/decisions/028).
 */
import { browserOf } from './browser.server.ts'
import { cookieNames } from './cookies.ts'
import { isCallback } from './signIn.server.ts'

/** Loaded once: `import()` of a module already loaded still costs a resolve on every request (issue 26). */
let runtime: Promise<typeof import('./runtime.server.ts')> | undefined

export async function withSignInCallback(
  request: Request,
  next: (request: Request) => Response | Promise<Response>,
): Promise<Response> {
  runtime ??= import('./runtime.server.ts')
  const { signInFlows, accountPlatform } = await runtime
  if (isCallback(request)) return signInFlows.completeCallback(request)
  const response = await next(request)
  if ((request.headers.get('cookie') ?? '').includes(`${cookieNames.refresh}=`)) {
    // A signed-in browser the site has not met gets its id now, before it tries any secret, so its
    // attempts count as its own rather than against its address (decision 212).
    const browser = browserOf(accountPlatform.site, request)
    try {
      response.headers.set('cache-control', 'private, no-store')
      if (browser.cookie) response.headers.append('set-cookie', browser.cookie)
    } catch {
      // Immutable headers (a static or proxied response): leave them as they are.
    }
  }
  return response
}
