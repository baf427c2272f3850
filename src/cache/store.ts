/**
 * Where cached answers live (docs/decisions/070, 200): an in-process L1 the hit path reads
 * synchronously, and with Redis a shared layer other instances fill too. Every layer is bounded by
 * bytes and drops the least recently used first; pages (200) and not-found answers (404) have
 * separate bounds, so a flood of made-up addresses can only push out other not-found answers.
 * In-process only (no Redis), there is no second layer: it would be a second copy in the same process.
 *
 * An entry is stale once content it was read from changed after its render started
 * (src/content/invalidations.ts); stale entries stay, to answer while one render refreshes them
 * (stale-while-revalidate) or while the content service is down (stale-if-error).
 */
import { type Env, settings } from '../../config/read.ts'
import { invalidations } from '../content/invalidations.ts'
import { byteLru, type LayerSize } from '../scale/byteLru.ts'
import type { BoundedEntries, Shared } from '../scale/shared.ts'
import { decodeEntry, type Entry, encodeEntry } from './entry.ts'
import { copyLender, type Lender } from './lender.ts'

export interface EntryStore {
  /** The L1 entry of `key`, synchronously (the hit path); counts as a use. */
  local(key: string): Entry | undefined
  /** L1, else the shared layer (and then kept in L1). */
  find(key: string): Promise<Entry | undefined>
  put(key: string, entry: Entry): Promise<void>
  isStale(entry: Entry): boolean
  /** L1 keys holding any of `tags`. */
  keysTagged(tags: ReadonlyArray<string>): string[]
  /** Entries and bytes per layer (L1 pages, L1 not-found, lent copies, and the shared layer's). */
  sizes(): Promise<LayerSize[]>
  readonly lender: Lender
}

export interface StoreLimits {
  /** In-process bytes: pages get 3/4, not-found answers 1/8, copies on loan 1/8. */
  readonly maxBytes: number
  /** Bytes in the shared layer (Redis), split the same way between pages and not-found answers. */
  readonly sharedMaxBytes: number
  readonly ttlMs?: number
}

export const defaultLimits: StoreLimits = { maxBytes: 64 * 2 ** 20, sharedMaxBytes: 256 * 2 ** 20 }

/** `HTML_CACHE_MAX_MB` and `HTML_CACHE_SHARED_MAX_MB` (config/variables.ts; a bad value stops start-up). */
export function cacheLimitsFromEnv(env: Env = process.env): StoreLimits {
  const { HTML_CACHE_MAX_MB: local, HTML_CACHE_SHARED_MAX_MB: far } = settings(
    ['HTML_CACHE_MAX_MB', 'HTML_CACHE_SHARED_MAX_MB'],
    env,
  )
  return { maxBytes: local * 2 ** 20, sharedMaxBytes: far * 2 ** 20 }
}

export function entryStore(shared: Shared, limits: StoreLimits = defaultLimits): EntryStore {
  const ttlMs = limits.ttlMs ?? 24 * 3600_000
  const lender = copyLender(Math.floor(limits.maxBytes / 8))
  const byTag = new Map<string, Set<string>>()
  const forget = (key: string, entry: Entry) => {
    lender.forget(entry)
    for (const tag of entry.tags) {
      const keys = byTag.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) byTag.delete(tag)
    }
  }
  const segment = (layer: string, maxBytes: number) =>
    byteLru<Entry>({ layer, maxBytes, sizeOf: (entry) => entry.bytes, onRemove: forget })
  const l1 = {
    pages: segment('html pages', Math.floor((limits.maxBytes * 3) / 4)),
    missing: segment('html not found', Math.floor(limits.maxBytes / 8)),
  }
  const far: { pages: BoundedEntries; missing: BoundedEntries } | undefined =
    shared.kind === 'memory'
      ? undefined
      : {
          pages: shared.bounded('html', Math.floor((limits.sharedMaxBytes * 7) / 8)),
          missing: shared.bounded('html-404', Math.floor(limits.sharedMaxBytes / 8)),
        }
  const near = (key: string) => l1.pages.get(key) ?? l1.missing.get(key)
  const keep = (key: string, entry: Entry) => {
    const [mine, other] = entry.status === 404 ? [l1.missing, l1.pages] : [l1.pages, l1.missing]
    other.delete(key)
    if (mine.peek(key) === entry) return void mine.get(key)
    if (!mine.set(key, entry)) return
    for (const tag of entry.tags) {
      const keys = byTag.get(tag) ?? new Set<string>()
      byTag.set(tag, keys)
      keys.add(key)
    }
  }
  const fresh = (entry: Entry) => !invalidations.isStale(entry.tags, entry.readAt)

  return {
    lender,
    local: near,
    async find(key) {
      const found = near(key)
      if (!far || (found && fresh(found))) return found
      const bytes =
        (await far.pages.get(key).catch(() => undefined)) ??
        (await far.missing.get(key).catch(() => undefined))
      const other = bytes && decodeEntry(bytes)
      if (other && (!found || other.readAt > found.readAt)) {
        keep(key, other)
        return other
      }
      return found
    },
    async put(key, entry) {
      keep(key, entry)
      const layer = entry.status === 404 ? far?.missing : far?.pages
      await layer?.set(key, encodeEntry(entry), ttlMs).catch(() => undefined)
    },
    isStale: (entry) => !fresh(entry),
    keysTagged(tags) {
      const keys = new Set(tags.flatMap((tag) => [...(byTag.get(tag) ?? [])]))
      return [...keys].filter((key) => l1.pages.has(key) || l1.missing.has(key))
    },
    async sizes() {
      const local = [l1.pages.size(), l1.missing.size(), lender.size()]
      if (!far) return local
      const remote = await Promise.all(
        [far.pages.size(), far.missing.size()].map((s) => s.catch(() => undefined)),
      )
      return [...local, ...remote.filter((size): size is LayerSize => size !== undefined)]
    },
  }
}
