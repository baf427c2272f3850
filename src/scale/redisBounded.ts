/**
 * A bounded layer (`BoundedEntries`, docs/decisions/200) in Redis, for every instance at once. Redis's
 * own `maxmemory` eviction cannot do it: the same Redis holds renewal outcomes that must not be evicted,
 * and may serve other software. So each layer keeps its own books, changed only inside Lua scripts
 * (atomic across instances):
 *   `<layer>:v:<key>`  the value, with its time to live
 *   `<layer>:order`    a sorted set of keys by last use (a counter, so instances' clocks do not matter)
 *   `<layer>:sizes`    a hash of each key's bytes; `<layer>:bytes` their sum
 * A `set` past the bound deletes the least recently used until the sum fits. A value that lapsed on its
 * own is still counted until a `get` finds it gone or it becomes the least recently used: the books
 * may overstate what Redis holds, never understate it. Scripts touch value keys they compute, so this
 * needs one Redis (not Redis Cluster), as the rest of `Shared` does.
 */
import type { Redis } from 'ioredis'
import type { LayerSize } from './byteLru.ts'
import type { BoundedEntries } from './shared.ts'

// KEYS: order, sizes, bytes, clock. ARGV: value key prefix, key.
const getScript = `
local value = redis.call('get', ARGV[1] .. ARGV[2])
if value then
  redis.call('zadd', KEYS[1], 'XX', redis.call('incr', KEYS[4]), ARGV[2])
  return value
end
local size = redis.call('hget', KEYS[2], ARGV[2])
if size then
  redis.call('hdel', KEYS[2], ARGV[2])
  redis.call('zrem', KEYS[1], ARGV[2])
  redis.call('decrby', KEYS[3], size)
end
return false`

// KEYS: order, sizes, bytes, clock. ARGV: value key prefix, key, value, ttl ms, max bytes.
const setScript = `
local size = string.len(ARGV[3])
local max = tonumber(ARGV[5])
if size > max then return 0 end
local old = redis.call('hget', KEYS[2], ARGV[2])
if old then redis.call('decrby', KEYS[3], old) end
redis.call('set', ARGV[1] .. ARGV[2], ARGV[3], 'PX', ARGV[4])
redis.call('hset', KEYS[2], ARGV[2], size)
redis.call('zadd', KEYS[1], redis.call('incr', KEYS[4]), ARGV[2])
local total = redis.call('incrby', KEYS[3], size)
while total > max do
  local oldest = redis.call('zrange', KEYS[1], 0, 0)[1]
  if not oldest then break end
  local bytes = redis.call('hget', KEYS[2], oldest) or 0
  redis.call('zrem', KEYS[1], oldest)
  redis.call('hdel', KEYS[2], oldest)
  redis.call('del', ARGV[1] .. oldest)
  total = redis.call('decrby', KEYS[3], bytes)
end
return 1`

interface BoundedCommands {
  boundedGetBuffer(...args: string[]): Promise<Buffer | null>
  boundedSet(...args: (string | Buffer)[]): Promise<number>
}

/** `commands` is the `Shared`'s command connection; `base` its prefix plus the layer's name. */
export function redisBounded(commands: Redis, base: string, layer: string, maxBytes: number): BoundedEntries {
  if (!('boundedSet' in commands)) {
    commands.defineCommand('boundedGet', { lua: getScript, numberOfKeys: 4 })
    commands.defineCommand('boundedSet', { lua: setScript, numberOfKeys: 4 })
  }
  const run = commands as unknown as BoundedCommands
  const books = [`${base}:order`, `${base}:sizes`, `${base}:bytes`, `${base}:clock`]
  const values = `${base}:v:`
  return {
    async get(key) {
      const value = await run.boundedGetBuffer(...books, values, key)
      return value === null ? undefined : new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
    },
    async set(key, value, ttlMs) {
      const ttl = String(Math.max(1, Math.ceil(ttlMs)))
      const bytes = Buffer.isBuffer(value)
        ? value
        : Buffer.from(value.buffer, value.byteOffset, value.byteLength)
      await run.boundedSet(...books, values, key, bytes, ttl, String(maxBytes))
    },
    async size(): Promise<LayerSize> {
      const [entries, bytes] = await Promise.all([
        commands.zcard(books[0] as string),
        commands.get(books[2] as string),
      ])
      return { layer: `redis ${layer}`, entries, bytes: Number(bytes ?? 0), maxBytes }
    },
  }
}
