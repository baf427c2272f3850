/**
 * The Redis `Shared` against a real redis-server started here on a free port. Not skipped when the
 * binary is missing: that fails with the install hint (CI installs Debian's redis-server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/ports.ts'
import { type RunningRedis, startRedisServer } from '../../scripts/redisServer.ts'
import { redisShared, sharedFromEnv } from './redis.ts'
import type { Shared } from './shared.ts'

let server: RunningRedis
const opened: Shared[] = []
const open = (prefix = 'test:') => {
  const shared = redisShared(server.url, { prefix })
  opened.push(shared)
  return shared
}

beforeAll(async () => {
  server = await startRedisServer()
})

afterAll(async () => {
  await Promise.all(opened.map((shared) => shared.close()))
  await server?.stop()
})

/** Resolves with the first message on `channel`, subscribing before `then` runs. */
const nextMessage = (shared: Shared, channel: string) => {
  let stop = () => {}
  const heard = new Promise<string>((resolve) => {
    stop = shared.bus.subscribe(channel, resolve)
  })
  return heard.finally(() => stop())
}

/**
 * Publishes until someone hears it: a SUBSCRIBE on the other connection takes a round trip to start.
 * Fails, naming the channel, when nobody has heard within `withinMs`.
 */
async function publishUntilHeard<T>(
  shared: Shared,
  channel: string,
  message: string,
  heard: Promise<T>,
  withinMs = 10_000,
) {
  let done = false
  void heard.then(() => {
    done = true
  })
  const deadline = Date.now() + withinMs
  while (!done) {
    if (Date.now() > deadline)
      throw new Error(`nobody heard "${message}" on ${channel} within ${withinMs} ms`)
    await shared.bus.publish(channel, message)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return heard
}

describe('redisShared', () => {
  it('keeps bytes under a key until the time to live lapses, and deletes on request', async () => {
    const shared = open()
    const bytes = new Uint8Array([0, 1, 2, 255])
    // Long enough to read it back on a busy machine (150 ms was not), short enough to watch it lapse.
    await shared.entries.set('page', bytes, 2_000)
    await shared.entries.set('other', bytes, 10_000)
    expect(await shared.entries.get('page')).toEqual(bytes)
    await shared.entries.delete(['other', 'missing'])
    expect(await shared.entries.get('other')).toBeUndefined()
    await expect.poll(() => shared.entries.get('page'), { timeout: 15_000, interval: 100 }).toBeUndefined()
  })

  it('shares entries between two connections, and keeps prefixes apart', async () => {
    const a = open('site-a:')
    const b = open('site-a:')
    const other = open('site-b:')
    await a.entries.set('k', new Uint8Array([7]), 10_000)
    expect(await b.entries.get('k')).toEqual(new Uint8Array([7]))
    expect(await other.entries.get('k')).toBeUndefined()
  })

  it('delivers a published message to another instance and to the publisher, until unsubscribed', async () => {
    const a = open()
    const b = open()
    const onB = nextMessage(b, 'tags')
    const onA = nextMessage(a, 'tags')
    // Each connection's SUBSCRIBE completes in its own time: publish until both have heard (publishing
    // until b alone heard left a, on a busy machine, subscribed only after the last message).
    expect(await publishUntilHeard(a, 'tags', 'doc-1', Promise.all([onB, onA]))).toEqual(['doc-1', 'doc-1'])
    const heard: string[] = []
    const stop = b.bus.subscribe('later', (m) => heard.push(m))
    const sentinel = nextMessage(b, 'later')
    await publishUntilHeard(a, 'later', 'one', sentinel)
    stop()
    const after = nextMessage(a, 'later')
    await publishUntilHeard(a, 'later', 'two', after)
    expect(heard).toContain('one')
    expect(heard.every((m) => m === 'one')).toBe(true)
  })

  it('hears a channel subscribed to while Redis was away, once Redis is back', async () => {
    // A second server of its own: this test stops it, and the others keep theirs.
    const port = await freePort()
    let away = await startRedisServer(port)
    const shared = redisShared(away.url, { prefix: 'away:' })
    const publisher = redisShared(away.url, { prefix: 'away:' })
    try {
      await shared.entries.set('up', new Uint8Array([1]), 10_000)
      await away.stop()
      const heard = nextMessage(shared, 'tags')
      // Long enough for the client to give up on the SUBSCRIBE it queued while the server was gone.
      await new Promise((resolve) => setTimeout(resolve, 1500))
      away = await startRedisServer(port)
      expect(await publishUntilHeard(publisher, 'tags', 'back', heard)).toBe('back')
    } finally {
      await Promise.all([shared.close(), publisher.close()])
      await away.stop()
    }
  })

  it('gives a lock to one instance at a time; only the holder releases it; it lapses', async () => {
    const a = open()
    const b = open()
    expect(await a.locks.acquire('session', 10_000)).toBe(true)
    expect(await b.locks.acquire('session', 10_000)).toBe(false)
    await b.locks.release('session')
    expect(await b.locks.acquire('session', 10_000)).toBe(false)
    await a.locks.release('session')
    expect(await b.locks.acquire('session', 100)).toBe(true)
    await expect.poll(() => a.locks.acquire('session', 10_000), { timeout: 5000, interval: 50 }).toBe(true)
    // b's lock lapsed and a holds it now: b's late release must not free a's lock.
    await b.locks.release('session')
    expect(await b.locks.acquire('session', 10_000)).toBe(false)
  })

  it('counts across instances, atomically, in a window the first increment starts', async () => {
    const a = open('count:')
    const b = open('count:')
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).counters.increment('k', 10_000)),
    )
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    await a.counters.delete(['k'])
    expect(await b.counters.increment('k', 100)).toBe(1)
    await expect.poll(() => a.counters.increment('k', 100), { timeout: 5000, interval: 50 }).toBe(1)
  })
})

describe('sharedFromEnv', () => {
  it('is the in-process default without REDIS_URL', async () => {
    const shared = sharedFromEnv({})
    expect(shared.kind).toBe('memory')
    await shared.close()
  })

  it('is Redis with REDIS_URL', async () => {
    const shared = sharedFromEnv({ REDIS_URL: server.url, REDIS_PREFIX: 'env:' })
    opened.push(shared)
    expect(shared.kind).toBe('redis')
    await shared.entries.set('x', new Uint8Array([1]), 1000)
    expect(await open('env:').entries.get('x')).toEqual(new Uint8Array([1]))
  })

  it('refuses a REDIS_URL that is not a Redis URL, naming the variable', () => {
    expect(() => sharedFromEnv({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL: must be a redis:\/\//)
    expect(() => sharedFromEnv({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/)
  })
})
