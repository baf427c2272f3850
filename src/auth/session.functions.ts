/**
 * Server functions for account reads. Route loaders call them on the server during SSR and through
 * one RPC on client-side navigation; the body never reaches the browser (docs/decisions/006).
 */
import { createServerFn } from '@tanstack/react-start'
import type { AccountView, SessionSummary } from './account.server.ts'

async function onServer<A>(read: (request: Request) => Promise<{ value: A; cookies: string[] }>): Promise<A> {
  const { appendResponseHeader, getRequest, setResponseHeader } = await import('@tanstack/react-start/server')
  const request = getRequest()
  const { value, cookies } = await read(request)
  for (const cookie of cookies) appendResponseHeader('set-cookie', cookie)
  // Per-customer answers stay out of shared caches; anonymous pages keep their own cache policy.
  if (cookies.length || /(?:^|;\s*)(?:access|refresh)_token_/.test(request.headers.get('cookie') ?? '')) {
    setResponseHeader('cache-control', 'private, no-store')
  }
  return value
}

/** Signed in (with the name from GET me) or signed out, for the header control. */
export const getSessionSummary = createServerFn({ method: 'GET' }).handler(
  async (): Promise<SessionSummary> =>
    onServer(async (request) => (await import('./runtime.server.ts')).auth.sessionSummary(request)),
)

/** The customer's account details for /account. */
export const getAccount = createServerFn({ method: 'GET' }).handler(
  async (): Promise<AccountView> =>
    onServer(async (request) => (await import('./runtime.server.ts')).auth.me(request)),
)
