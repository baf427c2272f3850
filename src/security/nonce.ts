/**
 * The CSP nonce for the router's inline and module scripts (`ssr.nonce`). On the server it is the
 * current response's (nonce.server.ts, loaded lazily so Node's async_hooks never reach the browser);
 * in the browser nothing: the scripts the server sent already ran, and later chunks load through
 * 'strict-dynamic'.
 */
import { createIsomorphicFn } from '@tanstack/react-start'

export const requestNonce = createIsomorphicFn()
  .server(async (): Promise<string | undefined> => (await import('./nonce.server.ts')).currentNonce())
  .client(async (): Promise<string | undefined> => undefined)
