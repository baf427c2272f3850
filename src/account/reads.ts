/**
 * The one isomorphic loader of account reads, by typed name (src/account/registry.server.ts collects
 * them from the areas): a wrong name, or a wrong query for the read, is a type error. On the server (SSR)
 * it runs the read directly and adds its cookies to the response; in the browser (client-side navigation)
 * it fetches the same answer from `GET /api/account/read/$name?<query>`. Not a server function: their
 * client runtime would cost every content page JavaScript (docs/decisions/026, 034).
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import { getJson } from '../browser/getJson.ts'
import type { ReadArgs, ReadName, ReadQueryOf, ReadValue } from './names.ts'

/** Loaded once: `import()` of a module already loaded still costs a resolve on every read (issue 26). */
let server:
  | Promise<
      [
        typeof import('@tanstack/react-start/server'),
        typeof import('./registry.server.ts'),
        typeof import('../identity/runtime.server.ts'),
        typeof import('./responseCookies.server.ts'),
      ]
    >
  | undefined

async function onServer<N extends ReadName>(name: N, query: ReadQueryOf<N>): Promise<ReadValue<N>> {
  server ??= Promise.all([
    import('@tanstack/react-start/server'),
    import('./registry.server.ts'),
    import('../identity/runtime.server.ts'),
    import('./responseCookies.server.ts'),
  ])
  const [
    { appendResponseHeader, getRequest, setResponseHeader },
    { runRead },
    { accountPlatform },
    { appendCookiesOnce },
  ] = await server
  const request = getRequest()
  const { value, cookies } = await runRead(accountPlatform, request, name, query)
  // The header and an area may share one renewal: each cookie goes out once.
  appendCookiesOnce(request, cookies, appendResponseHeader)
  // Per-customer answers stay out of shared caches; anonymous pages keep their own cache policy.
  if (cookies.length || /(?:^|;\s*)(?:access|refresh)_token_/.test(request.headers.get('cookie') ?? '')) {
    setResponseHeader('cache-control', 'private, no-store')
  }
  return value
}

/** What the browser shows when the JSON read itself fails (offline): a retryable network problem. */
const networkProblem = { status: 'signedIn', ok: false, failure: { _tag: 'NetworkError' } } as const

const load = createIsomorphicFn()
  .server(<N extends ReadName>(name: N, query: ReadQueryOf<N>) => onServer(name, query))
  // The endpoint's address is built by a lazy module: the session read is server-rendered (staleTime
  // Infinity), so a content page never runs this branch, and the account screens load it with their chunk.
  .client(async <N extends ReadName>(name: N, query: ReadQueryOf<N>) =>
    getJson<ReadValue<N>>(
      (await import('./kit/readPath.ts')).readPath(name, query),
      (name === 'session' ? { state: 'loggedOut' } : networkProblem) as ReadValue<N>,
    ),
  )

export const loadAccountRead = <N extends ReadName>(name: N, ...args: ReadArgs<N>): Promise<ReadValue<N>> =>
  load(name, args[0] as ReadQueryOf<N>)
