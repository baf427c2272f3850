/**
 * The one place the site runs content effects: server functions call `runContent(getPage(…))` and get
 * a promise. The live layer is built on first use from the validated environment, so a bad
 * configuration fails the first request with ContentConfigError's message (and `loadContentConfig`
 * can be called at start-up to fail earlier).
 */
import { Cause, Effect, Exit, type Layer } from 'effect'
import { type ContentService, contentServiceLayer } from './ContentService.ts'
import { loadContentConfig } from './config.ts'
import type { ContentError } from './errors.ts'

let live: Layer.Layer<ContentService> | undefined

/** Runs a content effect; rejects with the typed error itself (check `error._tag`) or a defect. */
export async function runContent<A>(effect: Effect.Effect<A, ContentError, ContentService>): Promise<A> {
  live ??= contentServiceLayer(loadContentConfig())
  const exit = await Effect.runPromiseExit(Effect.provide(effect, live))
  if (Exit.isSuccess(exit)) return exit.value
  const failure = Cause.findErrorOption(exit.cause)
  throw failure._tag === 'Some' ? failure.value : Cause.squash(exit.cause)
}

/** Tests and the bench swap the layer (e.g. a stand-in on a free port). */
export function setContentLayer(layer: Layer.Layer<ContentService> | undefined): void {
  live = layer
}
