/**
 * A small in-memory read cache for published page data (the design card's read side): a result is
 * reused for `ttlMs`, concurrent reads of one key share one load, failures are never kept, and the
 * least recently stored entries go first past `maxEntries` or, once loaded values are weighed, past
 * `maxBytes` (docs/decisions/200). Lapsed entries are swept as new ones come in. Preview reads must
 * not go through it.
 */
import type { LayerSize } from '../scale/byteLru.ts'

export interface ReadCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>
  /** Forgets `key` (its content changed). */
  delete(key: string): void
  clear(): void
  size(): LayerSize
}

interface Slot<T> {
  readonly at: number
  readonly value: Promise<T>
  bytes: number
}

export function createReadCache<T>(options: {
  ttlMs: number
  maxEntries: number
  /** The bound on what loaded values weigh (`sizeOf`); unbounded without `sizeOf`. */
  maxBytes?: number
  sizeOf?: (value: T) => number
  /** Whether a loaded value may be kept (e.g. not a 500). */
  keep?: (value: T) => boolean
  now?: () => number
  layer?: string
}): ReadCache<T> {
  const { ttlMs, maxEntries, keep = () => true, now = Date.now, sizeOf } = options
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY
  const entries = new Map<string, Slot<T>>()
  let bytes = 0
  const drop = (key: string, slot: Slot<T>) => {
    if (entries.get(key) !== slot) return
    entries.delete(key)
    bytes -= slot.bytes
  }
  const trim = () => {
    const at = now()
    for (const [key, slot] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes && at - slot.at < ttlMs) break
      drop(key, slot)
    }
  }
  return {
    get(key, load) {
      if (ttlMs <= 0) return load()
      const hit = entries.get(key)
      if (hit && now() - hit.at < ttlMs) return hit.value
      if (hit) drop(key, hit)
      const value = load()
      const slot: Slot<T> = { at: now(), value, bytes: 0 }
      entries.set(key, slot)
      trim()
      value.then(
        (v) => {
          if (!keep(v)) return drop(key, slot)
          if (!sizeOf || entries.get(key) !== slot) return
          slot.bytes = sizeOf(v)
          bytes += slot.bytes
          trim()
        },
        () => drop(key, slot),
      )
      return value
    },
    delete(key) {
      const slot = entries.get(key)
      if (slot) drop(key, slot)
    },
    clear() {
      entries.clear()
      bytes = 0
    },
    size: () => ({
      layer: options.layer ?? 'read cache',
      entries: entries.size,
      bytes,
      maxBytes,
    }),
  }
}
