/**
 * When content last changed, per sync tag, as this instance has heard from the Live Content API
 * (docs/decisions/072). A cached value (a page's data, a whole HTML answer) remembers its tags and
 * when its render STARTED; it is stale once any of its tags changed after that, or once the event
 * stream had a gap after that (a restart, a lost connection: changes may have been missed).
 *
 * One registry per process, this module's own: the HTML cache (which hears the events) and the page
 * data cache are in the same module graph, the server bundle (docs/decisions/155).
 */
export interface Invalidations {
  /** Content named by `tags` changed at `at` (ms since the epoch). */
  changed(tags: ReadonlyArray<string>, at: number): void
  /** Changes up to `at` may have been missed: everything read before it is suspect. */
  gap(at: number): void
  /** True when a value read at `readAt` with `tags` may no longer match the content. */
  isStale(tags: Iterable<string>, readAt: number): boolean
  /** Listeners for changes (the in-process caches drop or revalidate what they hold). */
  onChange(listener: (tags: ReadonlyArray<string> | 'all') => void): () => void
}

export function createInvalidations(): Invalidations {
  const changedAt = new Map<string, number>()
  let gapAt = 0
  const listeners = new Set<(tags: ReadonlyArray<string> | 'all') => void>()
  return {
    changed(tags, at) {
      for (const tag of tags) changedAt.set(tag, Math.max(changedAt.get(tag) ?? 0, at))
      for (const listener of listeners) listener(tags)
    },
    gap(at) {
      gapAt = Math.max(gapAt, at)
      for (const listener of listeners) listener('all')
    },
    isStale(tags, readAt) {
      if (readAt <= gapAt) return true
      for (const tag of tags) if ((changedAt.get(tag) ?? 0) >= readAt) return true
      return false
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export const invalidations: Invalidations = createInvalidations()
