/**
 * Where support reads are recorded (decision 252): one log per customer in the process's `Shared`
 * store (in this process, or Redis with REDIS_URL, so every instance writes and reads the same log).
 * A short lock makes each read-change-write whole across instances, so concurrent reads lose nothing.
 */
import { keptForMs, parseLog, type SupportAccess, withAccess } from '../../models/accounts/supportAccess.ts'
import type { Shared } from '../scale/shared.ts'

export interface SupportLog {
  /** Adds one support read to the customer's log. */
  readonly record: (entry: SupportAccess) => Promise<void>
  /** The customer's log, newest first. */
  readonly recent: (userId: number) => Promise<ReadonlyArray<SupportAccess>>
}

const keyOf = (userId: number) => `support-log:${userId}`
const lockTtlMs = 2000
const lockTries = 100

const encoder = new TextEncoder()
const decoder = new TextDecoder()
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function createSupportLog(shared: Shared, now: () => number = Date.now): SupportLog {
  const recent = async (userId: number) => {
    const bytes = await shared.entries.get(keyOf(userId))
    return parseLog(bytes && decoder.decode(bytes))
  }
  return {
    recent,
    async record(entry) {
      const key = keyOf(entry.userId)
      // Waiting on another writer is brief (one get and one set); past the tries it writes anyway:
      // a lock left by a crashed instance lapses on its own, and an entry is never dropped for it.
      let held = false
      for (let i = 0; i < lockTries && !held; i++) {
        held = await shared.locks.acquire(`${key}:lock`, lockTtlMs)
        if (!held) await pause(10)
      }
      try {
        const next = withAccess(await recent(entry.userId), entry, now())
        await shared.entries.set(key, encoder.encode(JSON.stringify(next)), keptForMs)
      } finally {
        if (held) await shared.locks.release(`${key}:lock`)
      }
    },
  }
}
