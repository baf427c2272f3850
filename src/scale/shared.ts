/**
 * What several site instances share: entries with a time to live, messages on channels, and short
 * locks. The default lives in this process (one instance, nothing to install); with REDIS_URL set the
 * same interface is backed by Redis (src/scale/redis.ts), so the HTML cache, its invalidation, the
 * token-renewal single flight and the attempt limits work across instances without knowing which one
 * they run on.
 */
import { EventEmitter } from 'node:events'
import { byteLru, type LayerSize } from './byteLru.ts'

export interface SharedEntries {
  get(key: string): Promise<Uint8Array | undefined>
  set(key: string, value: Uint8Array, ttlMs: number): Promise<void>
  delete(keys: readonly string[]): Promise<void>
}

/**
 * A cache layer bounded by bytes: putting a value past `maxBytes` drops the least recently used
 * values until it fits (docs/decisions/200). Unlike `entries`, whose values (renewal outcomes) must
 * stay until they lapse, what it holds may go at any time.
 */
export interface BoundedEntries {
  get(key: string): Promise<Uint8Array | undefined>
  set(key: string, value: Uint8Array, ttlMs: number): Promise<void>
  size(): Promise<LayerSize>
}

export interface SharedBus {
  publish(channel: string, message: string): Promise<void>
  /** Returns the unsubscribe. Messages published by this instance reach its own listeners too. */
  subscribe(channel: string, listener: (message: string) => void): () => void
}

export interface SharedCounters {
  /**
   * Adds one to `key` and returns the new count. A key that did not exist starts at 1 and lives
   * `ttlMs` from then (later increments do not extend it): a fixed window.
   */
  increment(key: string, ttlMs: number): Promise<number>
  delete(keys: readonly string[]): Promise<void>
}

export interface SharedLocks {
  /** True when this caller now holds `key`; the lock lapses after `ttlMs` if never released. */
  acquire(key: string, ttlMs: number): Promise<boolean>
  release(key: string): Promise<void>
}

export interface Shared {
  readonly kind: 'memory' | 'redis'
  readonly entries: SharedEntries
  readonly bus: SharedBus
  readonly locks: SharedLocks
  /** The bounded layer called `name` (one per name and `Shared`; the first call's bound holds). */
  bounded(name: string, maxBytes: number): BoundedEntries
  /** Counts in fixed windows, atomic across instances (attempt limits, src/security/attempts). */
  readonly counters: SharedCounters
  /** Resolves when the store answers (always, in the process); `/readyz` asks it. */
  ping(): Promise<void>
  close(): Promise<void>
}

/** How often a `set` also drops every lapsed entry: values nobody reads again must not stay. */
const sweepEveryMs = 10_000

export function memoryShared(now: () => number = Date.now): Shared {
  const values = new Map<string, { value: Uint8Array; until: number }>()
  const layers = new Map<string, BoundedEntries>()
  let sweptAt = now()
  const held = new Map<string, number>()
  const counts = new Map<string, { count: number; until: number }>()
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    kind: 'memory',
    entries: {
      async get(key) {
        const entry = values.get(key)
        if (entry && entry.until > now()) return entry.value
        values.delete(key)
        return undefined
      },
      async set(key, value, ttlMs) {
        const at = now()
        if (at - sweptAt >= sweepEveryMs) {
          sweptAt = at
          for (const [k, entry] of values) if (entry.until <= at) values.delete(k)
        }
        values.set(key, { value, until: at + ttlMs })
      },
      async delete(keys) {
        for (const key of keys) values.delete(key)
      },
    },
    bus: {
      async publish(channel, message) {
        emitter.emit(channel, message)
      },
      subscribe(channel, listener) {
        emitter.on(channel, listener)
        return () => emitter.off(channel, listener)
      },
    },
    locks: {
      async acquire(key, ttlMs) {
        const until = held.get(key)
        if (until !== undefined && until > now()) return false
        held.set(key, now() + ttlMs)
        return true
      },
      async release(key) {
        held.delete(key)
      },
    },
    bounded(name, maxBytes) {
      let layer = layers.get(name)
      if (!layer) {
        const lru = byteLru<Uint8Array>({ layer: name, maxBytes, sizeOf: (value) => value.byteLength, now })
        layer = {
          get: async (key) => lru.get(key),
          set: async (key, value, ttlMs) => void lru.set(key, value, ttlMs),
          size: async () => lru.size(),
        }
        layers.set(name, layer)
      }
      return layer
    },
    counters: {
      async increment(key, ttlMs) {
        const at = now()
        // Ended windows go when the map grows: a flood of distinct keys cannot outlive its windows.
        if (counts.size >= 10_000) for (const [k, c] of counts) if (c.until <= at) counts.delete(k)
        const current = counts.get(key)
        const next =
          current && current.until > at
            ? { count: current.count + 1, until: current.until }
            : { count: 1, until: at + ttlMs }
        counts.set(key, next)
        return next.count
      },
      async delete(keys) {
        for (const key of keys) counts.delete(key)
      },
    },
    async ping() {},
    async close() {
      emitter.removeAllListeners()
      values.clear()
      held.clear()
      counts.clear()
    },
  }
}
