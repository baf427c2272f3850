/**
 * The request a piece of work belongs to: its id (in every log line and span about it) and, when traces
 * are exported, its server span, the parent of the spans of the account and content calls it makes.
 * The site's server opens the scope around each request it hands to the app (src/ops/front.server.ts);
 * the effect runners read it synchronously when they start an effect, in the request's own async
 * context (the same reason as services/content/readLog.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { Tracer } from 'effect'

export interface RequestContext {
  readonly id: string
  /** The request's server span, only while traces are exported. */
  readonly span?: Tracer.Span | undefined
}

export const requestScope = new AsyncLocalStorage<RequestContext>()

/** An id a balancer or proxy in front already gave (`X-Request-Id`), when it is a sane one. */
const acceptable = /^[\w.:-]{8,128}$/

export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && acceptable.test(incoming) ? incoming : randomUUID()
}
