/**
 * Account reads for route loaders. On the server (SSR) they run the auth code directly; in the
 * browser (client-side navigation) they fetch the same answer as JSON from /auth/session or
 * /auth/account. Not server functions: their client runtime would cost every content page about
 * 4 KB of JavaScript, because root and route loaders are not code-split (docs/decisions/026).
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import { getJson } from '../browser/getJson.ts'
import type { AccountView, SessionSummary } from './account.server.ts'

type Read = 'sessionSummary' | 'me'

async function onServer<A>(read: Read): Promise<A> {
  const { appendResponseHeader, getRequest, setResponseHeader } = await import('@tanstack/react-start/server')
  const { auth } = await import('./runtime.server.ts')
  const request = getRequest()
  const { value, cookies } = await auth[read](request)
  for (const cookie of cookies) appendResponseHeader('set-cookie', cookie)
  // Per-customer answers stay out of shared caches; anonymous pages keep their own cache policy.
  if (cookies.length || /(?:^|;\s*)(?:access|refresh)_token_/.test(request.headers.get('cookie') ?? '')) {
    setResponseHeader('cache-control', 'private, no-store')
  }
  return value as A
}

/** Signed in (with the name from GET me) or signed out, for the header control. */
export const loadSessionSummary = createIsomorphicFn()
  .server(() => onServer<SessionSummary>('sessionSummary'))
  .client(() => getJson<SessionSummary>('/auth/session', { status: 'signedOut' }))

/** The customer's account details for /account. */
export const loadAccount = createIsomorphicFn()
  .server(() => onServer<AccountView>('me'))
  .client(() => getJson<AccountView>('/auth/account', { status: 'problem', problem: 'NetworkError' }))
