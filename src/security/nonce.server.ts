/**
 * The nonce of the response being rendered. src/server.ts runs each request inside `nonceScope.run`,
 * so the router built for that request (src/router.tsx) and the CSP header carry the same nonce.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export const nonceScope = new AsyncLocalStorage<string>()

export function currentNonce(): string | undefined {
  return nonceScope.getStore()
}
