/**
 * Spec §2: "On load, if the query string holds state or code, it completes a sign-in callback" — on
 * every page, the not-found page included. Runs on the server before routing; the browser gets a
 * redirect to the same address without `state` and `code`. Also keeps signed-in pages out of shared
 * caches: a response to a request carrying the session cookie is `private, no-store`.
 */
import { createMiddleware } from '@tanstack/react-start'
import { cookieNames } from './cookies.ts'

export const signInCallbackMiddleware = createMiddleware().server(async ({ request, next, handlerType }) => {
  const { auth, isCallback } = await import('./runtime.server.ts')
  if (handlerType === 'router' && isCallback(request)) return auth.completeCallback(request)
  const result = await next()
  if (handlerType === 'router' && (request.headers.get('cookie') ?? '').includes(`${cookieNames.refresh}=`)) {
    try {
      result.response.headers.set('cache-control', 'private, no-store')
    } catch {
      // Immutable headers (a static or proxied response): leave them as they are.
    }
  }
  return result
})
