/**
 * A failure the server answers with the spec's not-found page (spec §2: every error shows it) when the
 * request itself cannot be routed: a path that is not valid percent-encoding (400), a server-function
 * address (404: the site has none, decision 034) or an error that escaped the handler (500).
 * src/server.ts renders the page inside `failureScope`; the root route's beforeLoad turns it into a
 * not-found with this status and message (./failure.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export interface Failure {
  readonly status: 400 | 404 | 500
  readonly message: string
}

export const failureScope = new AsyncLocalStorage<Failure>()
