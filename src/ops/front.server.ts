/**
 * The site's front door: the one listener of Node's `request` event (src/serve/site.server.ts puts it
 * in front of srvx's own handler). Per request it takes or makes the request id (`X-Request-Id`),
 * answers the operations endpoints, answers the build's hashed files from memory (decision 280) and
 * cache hits (decision 070) on Node's own objects, and hands everything else to the app inside the
 * request's scope, so the id reaches every upstream call's log line and span. Each request ends as one log line and one latency by route kind and
 * status; a client that hung up is one line too, never a stack trace (decision 222).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { log } from '../../services/telemetry/log.ts'
import { requestIdFor, requestScope } from '../../services/telemetry/request.ts'
import { telemetry } from '../../services/telemetry/site.ts'
import { endServerSpan, startServerSpan } from '../../services/telemetry/tracing.ts'
import type { OpsEndpoints } from './endpoints.server.ts'
import { type RouteKind, routeKind } from './routeKind.ts'

export interface FrontDoorParts {
  readonly cache: {
    hit(req: IncomingMessage, res: ServerResponse, requestId: string): 'hit' | 'stale' | false
  }
  readonly ops: OpsEndpoints
  /** The build's hashed files held in memory (src/serve/assetMemory.ts), answered like cache hits. */
  readonly assets?: {
    hit(req: IncomingMessage, res: ServerResponse, requestId: string): boolean
  }
  /** srvx's handler: the web Request, the middleware, the app. */
  readonly handler: (req: IncomingMessage, res: ServerResponse) => unknown
}

export interface FrontDoor {
  readonly listener: (req: IncomingMessage, res: ServerResponse) => void
  /** Requests the app is still answering. */
  readonly inFlight: () => number
  /** Resolves once no request is in flight; from now on answers ask clients to close the connection. */
  drained(): Promise<void>
}

const seconds = (started: number) => (performance.now() - started) / 1000
const millis = (elapsed: number) => Math.round(elapsed * 10_000) / 10

function pathOf(url: string | undefined): string {
  const raw = url ?? '/'
  const query = raw.indexOf('?')
  // The query is left out of logs: it may carry a sign-in code or a preview secret.
  return query === -1 ? raw : raw.slice(0, query)
}

export function frontDoor({ cache, ops, assets, handler }: FrontDoorParts): FrontDoor {
  let inFlight = 0
  let draining = false
  const waiting = new Set<() => void>()
  const settle = () => {
    if (inFlight === 0) for (const done of waiting) done()
  }

  function finished(
    req: IncomingMessage,
    res: ServerResponse,
    fields: { id: string; path: string; kind: RouteKind; started: number; cache?: string },
    aborted = !res.writableFinished,
  ) {
    const elapsed = seconds(fields.started)
    const line = { req: fields.id, method: req.method, path: fields.path, kind: fields.kind }
    if (aborted) {
      telemetry.clientAborts.inc([fields.kind])
      log.info({ ...line, ms: millis(elapsed) }, 'client closed the connection')
      return
    }
    const status = res.statusCode
    telemetry.requestSeconds.observe([fields.kind, String(status)], elapsed)
    if (fields.cache) telemetry.cacheAnswers.inc([fields.cache])
    const record = { ...line, status, ms: millis(elapsed), ...(fields.cache ? { cache: fields.cache } : {}) }
    if (fields.kind === 'ops') log.debug(record, 'request')
    else if (status >= 500) log.warn(record, 'request')
    else log.info(record, 'request')
  }

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now()
    const id = requestIdFor(req.headers['x-request-id'])
    const path = pathOf(req.url)
    const kind = routeKind(path)
    if (ops.answer(req, res, path))
      return void res.once('close', () => finished(req, res, { id, path, kind, started }))
    const span = startServerSpan(`${req.method} ${kind}`, {
      'request.id': id,
      'http.request.method': req.method,
      'url.path': path,
      'http.route': kind,
    })
    if (assets?.hit(req, res, id)) {
      if (span) endServerSpan(span, { 'http.response.status_code': res.statusCode })
      return finished(req, res, { id, path, kind, started }, false)
    }
    const state = cache.hit(req, res, id)
    if (state) {
      // Answered already (the socket writes it on its own): one line, no listener per hit.
      if (span) endServerSpan(span, { 'http.response.status_code': res.statusCode, 'cache.state': state })
      return finished(req, res, { id, path, kind, started, cache: state }, false)
    }
    inFlight++
    res.setHeader('x-request-id', id)
    if (draining) res.setHeader('connection', 'close')
    res.once('close', () => {
      inFlight--
      const cacheState = res.getHeader('x-cache')
      finished(req, res, {
        id,
        path,
        kind,
        started,
        ...(typeof cacheState === 'string' ? { cache: cacheState } : {}),
      })
      if (span) endServerSpan(span, { 'http.response.status_code': res.statusCode }, res.statusCode >= 500)
      settle()
    })
    requestScope.run({ id, span }, () => handler(req, res))
  }

  return {
    listener,
    inFlight: () => inFlight,
    drained() {
      draining = true
      return new Promise((resolve) => {
        if (inFlight === 0) return resolve()
        waiting.add(resolve)
      })
    },
  }
}
