/**
 * The CSP nonce for the router's inline and module scripts (`ssr.nonce`). On the server it is the
 * current response's (nonce.server.ts, loaded lazily so Node's async_hooks never reach the browser);
 * in the browser nothing: the scripts the server sent already ran, and later chunks load through
 * 'strict-dynamic'.
 */
import { createIsomorphicFn } from '@tanstack/react-start'

/** Loaded once: `import()` of a module already loaded still costs a resolve on every request (issue 26). */
let server: Promise<typeof import('./nonce.server.ts')> | undefined

export const requestNonce = createIsomorphicFn()
  .server(async (): Promise<string | undefined> => {
    server ??= import('./nonce.server.ts')
    return (await server).currentNonce()
  })
  .client(async (): Promise<string | undefined> => undefined)
