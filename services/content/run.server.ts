/**
 * The one place the site runs content effects: server functions call `runContent(getPage(…))` and get
 * a promise. The configuration is read and validated when this module loads (server start-up), so a
 * bad environment stops the server with ContentConfigError's list of problems instead of failing
 * later, page by page. The request's read log (readLog.ts) goes along as the reads' SyncTagSink.
 */
import { Cause, Effect, Exit, type Layer } from 'effect'
import { observed } from '../telemetry/tracing.ts'
import { type ContentService, contentServiceLayer } from './ContentService.ts'
import { loadContentConfig } from './config.ts'
import type { ContentError } from './errors.ts'
import { readLogScope, SyncTagSink, sinkOf } from './readLog.ts'

let live: Layer.Layer<ContentService> = contentServiceLayer(loadContentConfig())

/** Runs a content effect; rejects with the typed error itself (check `error._tag`) or a defect. */
export async function runContent<A>(effect: Effect.Effect<A, ContentError, ContentService>): Promise<A> {
  // Taken here, in the request's own async context (readLog.ts says why).
  const sink = sinkOf(readLogScope.getStore())
  const exit = await Effect.runPromiseExit(
    observed(Effect.provide(Effect.provideService(effect, SyncTagSink, sink), live)),
  )
  if (Exit.isSuccess(exit)) return exit.value
  const failure = Cause.findErrorOption(exit.cause)
  throw failure._tag === 'Some' ? failure.value : Cause.squash(exit.cause)
}

/** Tests swap the layer (a test layer, or a stand-in on a free port). */
export function setContentLayer(layer: Layer.Layer<ContentService>): void {
  live = layer
}
