/**
 * A small in-memory read cache for published page data (the design card's read side): a result is
 * reused for `ttlMs`, concurrent reads of one key share one load, failures are never kept, and the
 * oldest entries go first past `maxEntries`. Preview reads must not go through it.
 */
export interface ReadCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>
  /** Forgets `key` (its content changed). */
  delete(key: string): void
  clear(): void
}

export function createReadCache<T>(options: {
  ttlMs: number
  maxEntries: number
  /** Whether a loaded value may be kept (e.g. not a 500). */
  keep?: (value: T) => boolean
  now?: () => number
}): ReadCache<T> {
  const { ttlMs, maxEntries, keep = () => true, now = Date.now } = options
  const entries = new Map<string, { at: number; value: Promise<T> }>()
  return {
    get(key, load) {
      if (ttlMs <= 0) return load()
      const hit = entries.get(key)
      if (hit && now() - hit.at < ttlMs) return hit.value
      const value = load()
      entries.delete(key)
      entries.set(key, { at: now(), value })
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      value.then(
        (v) => {
          if (!keep(v) && entries.get(key)?.value === value) entries.delete(key)
        },
        () => {
          if (entries.get(key)?.value === value) entries.delete(key)
        },
      )
      return value
    },
    delete(key) {
      entries.delete(key)
    },
    clear() {
      entries.clear()
    },
  }
}
