/**
 * The root route's beforeLoad: when src/server.ts renders a failure page (./failure.server.ts), stop
 * routing with a not-found that carries the failure's status and message, so the root shows the spec's
 * page. In the browser there is never a failure to render (the server already sent the page).
 */
import { notFound } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { Failure } from './failure.server.ts'

const requestedFailure = createIsomorphicFn()
  .server(
    async (): Promise<Failure | undefined> => (await import('./failure.server.ts')).failureScope.getStore(),
  )
  .client(async (): Promise<Failure | undefined> => undefined)

export async function showRequestedFailure(): Promise<void> {
  const failure = await requestedFailure()
  if (failure) throw notFound({ data: { status: failure.status, message: failure.message } })
}
