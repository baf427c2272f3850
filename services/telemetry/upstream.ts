/**
 * What the site learns from the spans of its calls to other services (decision 223): every span that
 * says which upstream service it called (`upstream.service`, set by the account HTTP core and the
 * content reads) ends as one log line with the request's id, one count by service, call, result and
 * error code, and one latency. The spans stay the single record of a call; logs and metrics read them.
 */
import { Cause, Exit, Option, type Tracer } from 'effect'
import { requestIdAttribute, upstreamCall, upstreamService } from './attributes.ts'
import { log } from './log.ts'
import { telemetry } from './site.ts'

/** Failures that say something is wrong over there; the rest (not found, token expired) are answers. */
const faults = new Set([
  'NetworkError',
  'RequestTimeout',
  'ServiceError',
  'ServiceUnavailable',
  'DecodeError',
  'ContentUnavailable',
  'ContentDecodeError',
  'defect',
])

/** The error's tag, and the most specific code it carries (catalogue code, HTTP status, content reason). */
function outcomeOf(exit: Exit.Exit<unknown, unknown>): { result: string; code: string } {
  if (Exit.isSuccess(exit)) return { result: 'ok', code: '' }
  if (Cause.hasInterruptsOnly(exit.cause)) return { result: 'interrupted', code: '' }
  const error = Option.getOrUndefined(Cause.findErrorOption(exit.cause)) as
    | Record<string, unknown>
    | undefined
  if (!error) return { result: 'defect', code: '' }
  const code = error.code ?? error.status ?? error.statusCode ?? error.reason ?? ''
  return { result: String(error._tag ?? 'error'), code: String(code) }
}

/** Called once per ended span. */
export function recordSpan(span: Tracer.Span): void {
  const service = span.attributes.get(upstreamService)
  if (typeof service !== 'string' || span.status._tag !== 'Ended') return
  const call = String(span.attributes.get(upstreamCall) ?? span.name)
  const seconds = Number(span.status.endTime - span.status.startTime) / 1e9
  const { result, code } = outcomeOf(span.status.exit)
  telemetry.upstreamCalls.inc([service, call, result, code])
  telemetry.upstreamSeconds.observe([service, call], seconds)
  const fields = {
    req: span.attributes.get(requestIdAttribute),
    service,
    call,
    result,
    ...(code ? { code } : {}),
    ms: Math.round(seconds * 10_000) / 10,
  }
  if (faults.has(result)) log.warn(fields, 'upstream call failed')
  else log.info(fields, 'upstream call')
}
