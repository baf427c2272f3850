/**
 * Where cached answers live (docs/decisions/070): an in-process L1 the hit path reads synchronously,
 * in front of `Shared` entries (src/scale/shared.ts: in-process by default, Redis with REDIS_URL)
 * that other instances fill too. An entry is stale once content it was read from changed after its
 * render started (src/content/invalidations.ts); stale entries stay, to answer while one render
 * refreshes them (stale-while-revalidate) or while the content service is down (stale-if-error).
 */
import { invalidations } from '../content/invalidations.ts'
import type { Shared } from '../scale/shared.ts'
import { decodeEntry, type Entry, encodeEntry } from './entry.ts'

export interface EntryStore {
  /** The L1 entry of `key`, synchronously (the hit path). */
  local(key: string): Entry | undefined
  /** L1, else the shared layer (and then kept in L1). */
  find(key: string): Promise<Entry | undefined>
  put(key: string, entry: Entry): Promise<void>
  isStale(entry: Entry): boolean
  /** L1 keys holding any of `tags`. */
  keysTagged(tags: ReadonlyArray<string>): string[]
  readonly size: number
  /** How much the L1 holds, for `/metrics` (docs/operations.md): entries, and bytes of their bodies. */
  stats(): CacheStats
}

export interface CacheStats {
  readonly entries: number
  /** Stored bodies, plain and deflated; copies on loan to sockets are not counted. */
  readonly bytes: number
}

const sizeOf = (entry: Entry) =>
  entry.body.reduce((sum, part) => sum + part.byteLength, 0) +
  entry.deflated.reduce((sum, part) => sum + part.byteLength, 0)

export function entryStore(
  shared: Shared,
  options: { maxEntries?: number; ttlMs?: number } = {},
): EntryStore {
  const { maxEntries = 2000, ttlMs = 24 * 3600_000 } = options
  const l1 = new Map<string, Entry>()
  const byTag = new Map<string, Set<string>>()
  let bytes = 0
  const keep = (key: string, entry: Entry) => {
    const before = l1.get(key)
    if (before) bytes -= sizeOf(before)
    l1.delete(key)
    l1.set(key, entry)
    bytes += sizeOf(entry)
    for (const tag of entry.tags) {
      const keys = byTag.get(tag) ?? new Set<string>()
      byTag.set(tag, keys)
      keys.add(key)
    }
    if (l1.size > maxEntries) {
      const [oldest, old] = l1.entries().next().value as [string, Entry]
      l1.delete(oldest)
      bytes -= sizeOf(old)
      for (const tag of old.tags) byTag.get(tag)?.delete(oldest)
    }
  }
  return {
    local: (key) => l1.get(key),
    async find(key) {
      const near = l1.get(key)
      if (near && !invalidations.isStale(near.tags, near.readAt)) return near
      const bytes = await shared.entries.get(`html:${key}`).catch(() => undefined)
      const far = bytes && decodeEntry(bytes)
      if (far && (!near || far.readAt > near.readAt)) {
        keep(key, far)
        return far
      }
      return near
    },
    async put(key, entry) {
      keep(key, entry)
      await shared.entries.set(`html:${key}`, encodeEntry(entry), ttlMs).catch(() => undefined)
    },
    isStale: (entry) => invalidations.isStale(entry.tags, entry.readAt),
    keysTagged(tags) {
      return [...new Set(tags.flatMap((tag) => [...(byTag.get(tag) ?? [])]))].filter((key) => l1.has(key))
    },
    get size() {
      return l1.size
    },
    stats: () => ({ entries: l1.size, bytes }),
  }
}
