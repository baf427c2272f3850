/**
 * `Shared` on Redis, for several site instances (docs/decisions/077): entries are plain keys with a PX
 * time to live, the bus is Redis pub/sub on a second connection (a subscribed connection can run no
 * other command), and a lock is `SET NX PX` with a random token that only its holder's release deletes.
 * Commands fail fast while Redis is away (`commandTimeout`), so callers can fall back instead of hanging.
 */

import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { settings } from '../../config/read.ts'
import { redisBounded } from './redisBounded.ts'
import { type BoundedEntries, memoryShared, type Shared } from './shared.ts'

/** One more in the window; the first increment starts the window's time to live. */
const incrementScript =
  "local n = redis.call('incr', KEYS[1]) if n == 1 then redis.call('pexpire', KEYS[1], ARGV[1]) end return n"

/** Deletes the lock only if it still holds our token: a lapsed lock taken by someone else stays theirs. */
const releaseScript =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"

export interface RedisSharedOptions {
  /** Put before every key and channel, so one Redis can serve several sites. */
  readonly prefix?: string
  /** How long a command may wait, in ms, before it fails. */
  readonly commandTimeoutMs?: number
}

export function redisShared(url: string, options: RedisSharedOptions = {}): Shared {
  const prefix = options.prefix ?? 'site:'
  let lastProblem = ''
  const report = (error: Error) => {
    // One line per distinct problem: a Redis that stays away must not flood the log.
    if (error.message === lastProblem) return
    lastProblem = error.message
    console.warn(`[redis] ${error.message}`)
  }
  const settings = {
    commandTimeout: options.commandTimeoutMs ?? 1000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
  }
  const commands = new Redis(url, settings)
  const subscriber = new Redis(url, { ...settings, commandTimeout: undefined })
  commands.on('error', report)
  subscriber.on('error', report)
  commands.on('ready', () => {
    lastProblem = ''
  })

  const listeners = new Map<string, Set<(message: string) => void>>()
  subscriber.on('message', (channel: string, message: string) => {
    for (const listener of listeners.get(channel) ?? []) listener(message)
  })
  // A SUBSCRIBE that failed while the connection was away would leave its listeners deaf for good:
  // every (re)connection subscribes to every channel someone listens on (subscribing twice is harmless).
  subscriber.on('ready', () => {
    if (listeners.size > 0) subscriber.subscribe(...listeners.keys()).catch(report)
  })
  const tokens = new Map<string, string>()
  const layers = new Map<string, BoundedEntries>()

  return {
    kind: 'redis',
    entries: {
      async get(key) {
        const value = await commands.getBuffer(prefix + key)
        return value === null ? undefined : new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
      },
      async set(key, value, ttlMs) {
        await commands.set(prefix + key, Buffer.from(value), 'PX', Math.max(1, Math.ceil(ttlMs)))
      },
      async delete(keys) {
        if (keys.length > 0) await commands.del(...keys.map((key) => prefix + key))
      },
    },
    bus: {
      async publish(channel, message) {
        await commands.publish(prefix + channel, message)
      },
      subscribe(channel, listener) {
        const name = prefix + channel
        let set = listeners.get(name)
        if (!set) {
          set = new Set()
          listeners.set(name, set)
          subscriber.subscribe(name).catch(report)
        }
        set.add(listener)
        return () => {
          const current = listeners.get(name)
          if (!current?.delete(listener) || current.size > 0) return
          listeners.delete(name)
          subscriber.unsubscribe(name).catch(report)
        }
      },
    },
    locks: {
      async acquire(key, ttlMs) {
        const token = randomUUID()
        const answer = await commands.set(prefix + key, token, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')
        if (answer !== 'OK') return false
        tokens.set(key, token)
        return true
      },
      async release(key) {
        const token = tokens.get(key)
        if (token === undefined) return
        tokens.delete(key)
        await commands.eval(releaseScript, 1, prefix + key, token)
      },
    },
    bounded(name, maxBytes) {
      let layer = layers.get(name)
      if (!layer) {
        layer = redisBounded(commands, `${prefix}bounded:${name}`, name, maxBytes)
        layers.set(name, layer)
      }
      return layer
    },
    counters: {
      async increment(key, ttlMs) {
        return Number(await commands.eval(incrementScript, 1, prefix + key, Math.max(1, Math.ceil(ttlMs))))
      },
      async delete(keys) {
        if (keys.length > 0) await commands.del(...keys.map((key) => prefix + key))
      },
    },
    async ping() {
      await commands.ping()
    },
    async close() {
      listeners.clear()
      await Promise.allSettled([commands.quit(), subscriber.quit()])
    },
  }
}

/** The site's `Shared`: on Redis when `REDIS_URL` is set, in this process otherwise (the embedded default). */
export function sharedFromEnv(env: NodeJS.ProcessEnv): Shared {
  const { REDIS_URL: url, REDIS_PREFIX: prefix } = settings(['REDIS_URL', 'REDIS_PREFIX'], env)
  return url === undefined ? memoryShared() : redisShared(url, { prefix })
}
