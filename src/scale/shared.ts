/**
 * What several site instances share: entries with a time to live, messages on channels, and short
 * locks. The default lives in this process (one instance, nothing to install); with REDIS_URL set the
 * same interface is backed by Redis (src/scale/redis.ts), so the HTML cache, its invalidation and the
 * token-renewal single flight work across instances without knowing which one they run on.
 */
import { EventEmitter } from 'node:events'

export interface SharedEntries {
  get(key: string): Promise<Uint8Array | undefined>
  set(key: string, value: Uint8Array, ttlMs: number): Promise<void>
  delete(keys: readonly string[]): Promise<void>
}

export interface SharedBus {
  publish(channel: string, message: string): Promise<void>
  /** Returns the unsubscribe. Messages published by this instance reach its own listeners too. */
  subscribe(channel: string, listener: (message: string) => void): () => void
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
  /** Resolves when the store answers (always, in the process); `/readyz` asks it. */
  ping(): Promise<void>
  close(): Promise<void>
}

export function memoryShared(now: () => number = Date.now): Shared {
  const values = new Map<string, { value: Uint8Array; until: number }>()
  const held = new Map<string, number>()
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
        values.set(key, { value, until: now() + ttlMs })
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
    async ping() {},
    async close() {
      emitter.removeAllListeners()
      values.clear()
      held.clear()
    },
  }
}
