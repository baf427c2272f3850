/**
 * Spans (decision 224). Every account and content call already runs in an Effect span named after it;
 * the site's tracer sees each one end (upstream.ts turns it into a log line and metrics) and, when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set, hands it to Effect's own OTLP/HTTP exporter
 * (`effect/observability`, JSON over fetch: no OpenTelemetry SDK). The request's server span is the
 * parent of its calls' spans and carries its id. Unset, nothing is exported and no server span exists:
 * what remains per call is the span Effect makes anyway and one callback when it ends.
 */
import { Context, Effect, Exit, Layer, Logger, Option, References, Scope, Tracer } from 'effect'
import { FetchHttpClient } from 'effect/http'
import { OtlpExporter, OtlpSerialization, OtlpTracer } from 'effect/observability'
import { settings } from '../../config/read.ts'
import { requestIdAttribute } from './attributes.ts'
import { log } from './log.ts'
import { type RequestContext, requestScope } from './request.ts'
import { recordSpan } from './upstream.ts'

/** Delegates to `inner` and records the span when it ends. */
class ObservedSpan implements Tracer.Span {
  readonly _tag = 'Span'
  readonly inner: Tracer.Span
  constructor(inner: Tracer.Span) {
    this.inner = inner
  }
  get name() {
    return this.inner.name
  }
  get spanId() {
    return this.inner.spanId
  }
  get traceId() {
    return this.inner.traceId
  }
  get parent() {
    return this.inner.parent
  }
  get annotations() {
    return this.inner.annotations
  }
  get status() {
    return this.inner.status
  }
  get attributes() {
    return this.inner.attributes
  }
  get links() {
    return this.inner.links
  }
  get sampled() {
    return this.inner.sampled
  }
  get kind() {
    return this.inner.kind
  }
  end(endTime: bigint, exit: Exit.Exit<unknown, unknown>): void {
    const ended = this.inner.status._tag === 'Ended'
    this.inner.end(endTime, exit)
    if (!ended) recordSpan(this.inner)
  }
  attribute(key: string, value: unknown): void {
    this.inner.attribute(key, value)
  }
  event(name: string, startTime: bigint, attributes?: Record<string, unknown>): void {
    this.inner.event(name, startTime, attributes)
  }
  addLinks(links: ReadonlyArray<Tracer.SpanLink>): void {
    this.inner.addLinks(links)
  }
}

export function observingTracer(inner: Tracer.Tracer): Tracer.Tracer {
  return Tracer.make({
    span: (options) => new ObservedSpan(inner.span(options)),
    context: inner.context,
  })
}

/** The OTLP tracer and the scope that flushes it, when an endpoint is configured. */
async function otlpTracer(): Promise<{ tracer: Tracer.Tracer; scope: Scope.Closeable } | undefined> {
  const { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: serviceName } = settings([
    'OTEL_EXPORTER_OTLP_ENDPOINT',
    'OTEL_SERVICE_NAME',
  ])
  if (endpoint === undefined) return undefined
  const scope = Scope.makeUnsafe()
  const tracer = await Effect.runPromise(
    OtlpTracer.make({
      url: `${endpoint}/v1/traces`,
      resource: { serviceName },
      exportInterval: '1 second',
    }).pipe(
      Effect.provideService(Scope.Scope, scope),
      Effect.provide(
        Layer.mergeAll(OtlpSerialization.layerJson, FetchHttpClient.layer, OtlpExporter.layerFlusher),
      ),
    ),
  )
  log.info({ endpoint: `${endpoint}/v1/traces` }, 'exporting traces')
  return { tracer, scope }
}

const otlp = await otlpTracer()

/** The tracer every effect of the site runs with. */
export const siteTracer: Tracer.Tracer = observingTracer(otlp?.tracer ?? Tracer.nativeTracer)

/** True when spans leave the process: only then is a server span made per request. */
export const exporting = otlp !== undefined

const levels = {
  Fatal: 'fatal',
  Error: 'error',
  Warn: 'warn',
  Info: 'info',
  Debug: 'debug',
  Trace: 'trace',
} as const

/** Effect's log lines (e.g. an answer that did not decode) go to the site's logger, with their annotations. */
const effectLogger = Logger.make(({ message, logLevel, fiber }) => {
  const level = levels[logLevel as keyof typeof levels] ?? 'info'
  const annotations = fiber.getRef(References.CurrentLogAnnotations)
  const text = Array.isArray(message) ? message.map(String).join(' ') : String(message)
  log[level]({ ...annotations }, text)
})
const loggers: ReadonlySet<Logger.Logger<unknown, unknown>> = new Set([effectLogger])

/**
 * Runs `effect` as part of the current request: its spans carry the request id and hang under the
 * request's server span, its log lines carry the id, and the site's tracer and logger are used.
 * Called where an effect starts (the account platform, the content runner), in the request's context.
 */
export function observed<A, E, R>(
  effect: Effect.Effect<A, E, R>,
  request = requestScope.getStore(),
  tracer = siteTracer,
) {
  let out = effect
  if (request) {
    out = out.pipe(
      Effect.annotateSpans(requestIdAttribute, request.id),
      Effect.annotateLogs('req', request.id),
    )
    if (request.span) out = Effect.withParentSpan(out, request.span)
  }
  return out.pipe(
    Effect.provideService(Tracer.Tracer, tracer),
    Effect.provideService(References.CurrentLoggers, loggers),
  )
}

/** Wall-clock time in nanoseconds, as Effect's clock stamps spans (OTLP wants Unix time). */
const wallNanos = () => BigInt(Math.round((performance.timeOrigin + performance.now()) * 1e6))

/** The request's server span, or undefined when nothing is exported (no cost). */
export function startServerSpan(name: string, attributes: Record<string, unknown>): Tracer.Span | undefined {
  if (!otlp) return undefined
  const span = otlp.tracer.span({
    name,
    parent: Option.none(),
    annotations: Context.empty(),
    links: [],
    startTime: wallNanos(),
    kind: 'server',
    root: true,
    sampled: true,
  })
  for (const [key, value] of Object.entries(attributes)) span.attribute(key, value)
  return span
}

export function endServerSpan(span: Tracer.Span, attributes: Record<string, unknown>, failed = false): void {
  for (const [key, value] of Object.entries(attributes)) span.attribute(key, value)
  span.end(wallNanos(), failed ? Exit.fail('server error') : Exit.void)
}

/** Sends the spans still buffered; the site awaits it when it closes. */
export async function flushTraces(): Promise<void> {
  if (otlp) await Effect.runPromise(Scope.close(otlp.scope, Exit.void))
}

export type { RequestContext }
