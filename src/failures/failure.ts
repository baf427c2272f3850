/**
 * The root route's beforeLoad: when src/server.ts renders a failure page (./failure.server.ts), stop
 * routing with a not-found that carries the failure's status and message, so the root shows the spec's
 * page. In the browser there is never a failure to render (the server already sent the page).
 */
import { notFound } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { Failure } from './failure.server.ts'

/** Loaded once: `import()` of a module already loaded still costs a resolve on every request (issue 26). */
let server: Promise<typeof import('./failure.server.ts')> | undefined

const requestedFailure = createIsomorphicFn()
  .server(async (): Promise<Failure | undefined> => {
    server ??= import('./failure.server.ts')
    return (await server).failureScope.getStore()
  })
  .client(async (): Promise<Failure | undefined> => undefined)

export async function showRequestedFailure(): Promise<void> {
  const failure = await requestedFailure()
  if (failure) throw notFound({ data: { status: failure.status, message: failure.message } })
}
