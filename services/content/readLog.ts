/**
 * What the content reads of one response touched (docs/decisions/071): the `syncTags` the CMS
 * answered with, whether any read was a preview (draft) read, and whether the content service was
 * unavailable. The server entry opens a log per request; the HTML cache stores a page with its tags
 * only when no read was a preview read and none failed.
 *
 * Content reads run inside Effect fibers, whose scheduler does not keep the request's async context,
 * so `runContent` takes the log from the request's context and hands it to the reads as
 * `SyncTagSink` (an Effect reference) instead of the reads looking it up themselves.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { Context } from 'effect'

export interface ReadLog {
  readonly tags: Set<string>
  preview: boolean
  /** A read failed because the content service could not be reached (or answered 5xx). */
  unavailable: boolean
}

export const newReadLog = (): ReadLog => ({ tags: new Set(), preview: false, unavailable: false })

export const readLogScope = new AsyncLocalStorage<ReadLog>()

/** Runs `load` with a log of its own, then adds what it recorded to the surrounding log (if any). */
export async function collectReads<T>(load: () => Promise<T>): Promise<{ value: T; log: ReadLog }> {
  const log = newReadLog()
  const outer = readLogScope.getStore()
  try {
    const value = await readLogScope.run(log, load)
    return { value, log }
  } finally {
    if (outer) mergeInto(outer, log)
  }
}

export function mergeInto(
  target: ReadLog,
  source: Pick<ReadLog, 'preview' | 'unavailable'> & { tags: Iterable<string> },
): void {
  for (const tag of source.tags) target.tags.add(tag)
  target.preview ||= source.preview
  target.unavailable ||= source.unavailable
}

export interface SyncTagSinkShape {
  record(read: { tags: ReadonlyArray<string>; preview: boolean }): void
  unavailable(): void
}

export const SyncTagSink = Context.Reference<SyncTagSinkShape>('services/content/SyncTagSink', {
  defaultValue: () => ({ record: () => {}, unavailable: () => {} }),
})

export function sinkOf(log: ReadLog | undefined): SyncTagSinkShape {
  if (!log) return SyncTagSink.defaultValue()
  return {
    record({ tags, preview }) {
      for (const tag of tags) log.tags.add(tag)
      log.preview ||= preview
    },
    unavailable() {
      log.unavailable = true
    },
  }
}
