/**
 * The one isomorphic loader of account reads (src/account/reads.server.ts names them). On the server
 * (SSR) it runs the read directly and adds its cookies to the response; in the browser (client-side
 * navigation) it fetches the same answer from `GET /api/account/read/$name`. Not a server function:
 * their client runtime would cost every content page JavaScript (docs/decisions/026, 034).
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import { getJson } from '../browser/getJson.ts'
import type { ReadName, ReadValue } from './reads.server.ts'

/** Set-Cookie values already added to this response: the header and an area may share one renewal. */
const sent = new WeakMap<Request, Set<string>>()

async function onServer<N extends ReadName>(name: N): Promise<ReadValue<N>> {
  const { appendResponseHeader, getRequest, setResponseHeader } = await import('@tanstack/react-start/server')
  const { runRead } = await import('./reads.server.ts')
  const { accountPlatform } = await import('../identity/runtime.server.ts')
  const request = getRequest()
  const { value, cookies } = await runRead(accountPlatform, request, name)
  const already = sent.get(request) ?? new Set<string>()
  sent.set(request, already)
  for (const cookie of cookies) {
    if (already.has(cookie)) continue
    already.add(cookie)
    appendResponseHeader('set-cookie', cookie)
  }
  // Per-customer answers stay out of shared caches; anonymous pages keep their own cache policy.
  if (cookies.length || /(?:^|;\s*)(?:access|refresh)_token_/.test(request.headers.get('cookie') ?? '')) {
    setResponseHeader('cache-control', 'private, no-store')
  }
  return value
}

/** What the browser shows when the JSON read itself fails (offline): a retryable network problem. */
const networkProblem = { status: 'signedIn', ok: false, failure: { _tag: 'NetworkError' } } as const

export const loadAccountRead = createIsomorphicFn()
  // `query` (a read's parameters, e.g. `?fileId=…`) is for the JSON endpoint; on the server the page's own URL has them.
  .server(<N extends ReadName>(name: N, _query?: string) => onServer(name))
  .client(<N extends ReadName>(name: N, query?: string) =>
    getJson<ReadValue<N>>(
      `/api/account/read/${name}${query ?? ''}`,
      (name === 'session' ? { state: 'loggedOut' } : networkProblem) as ReadValue<N>,
    ),
  )
