/**
 * The reload guard for lazy chunks that fail to load (spec §8, §9): reload the page once per path
 * within a 10,000 ms window, the window kept in session storage so it survives the reload itself.
 * Pure: the browser glue (src/browser/chunkErrors.ts) reads and writes the stored record.
 */

/** Spec §9 "Page reload guard window". */
export const chunkReloadWindowMs = 10_000

/** The record kept in session storage under `chunkReloadStorageKey`. */
export interface ChunkReloadRecord {
  readonly path: string
  /** Epoch milliseconds after which the same path may reload again. */
  readonly expires: number
}

export const chunkReloadStorageKey = 'pulsewave:chunk-reload'

export type ChunkReloadDecision =
  | { readonly reload: true; readonly record: ChunkReloadRecord }
  | { readonly reload: false }

/** Parses a stored record; anything malformed counts as no record (a broken entry must not block reloads). */
export function parseChunkReloadRecord(raw: string | null): ChunkReloadRecord | undefined {
  if (!raw) return undefined
  try {
    const value = JSON.parse(raw) as Partial<ChunkReloadRecord>
    return typeof value.path === 'string' &&
      typeof value.expires === 'number' &&
      Number.isFinite(value.expires)
      ? { path: value.path, expires: value.expires }
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether a chunk failure on `path` at `now` should reload the page: no, if this path already
 * reloaded within the window; otherwise yes, with the record to store before reloading.
 */
export function decideChunkReload(
  previous: ChunkReloadRecord | undefined,
  path: string,
  now: number,
  windowMs: number = chunkReloadWindowMs,
): ChunkReloadDecision {
  if (previous && previous.path === path && now < previous.expires) return { reload: false }
  return { reload: true, record: { path, expires: now + windowMs } }
}
