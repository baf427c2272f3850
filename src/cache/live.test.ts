import type { LiveEvent, SanityClient } from '@sanity/client'
import { describe, expect, it } from 'vitest'
import { ContentUnavailable } from '../../services/content/errors.ts'
import { contentHealth } from '../../services/content/health.ts'
import type { SharedBus } from '../scale/shared.ts'
import { followLiveEvents, invalidationChannel } from './live.ts'

type Observer = { next(event: LiveEvent): void; error(error: unknown): void; complete(): void }

/** A live client whose streams the test drives: each `events()` call opens the next stream. */
function liveClient() {
  const streams: Observer[] = []
  const client = {
    live: {
      events: () => ({
        subscribe(observer: Observer) {
          streams.push(observer)
          return { unsubscribe() {} }
        },
      }),
    },
  } as unknown as Pick<SanityClient, 'live'>
  return { client, streams }
}

function recordingBus() {
  const published: unknown[] = []
  const bus: SharedBus = {
    publish: async (channel, message) => {
      if (channel === invalidationChannel) published.push(JSON.parse(message))
    },
    subscribe: () => () => {},
  }
  return { bus, published }
}

const timedOut = () => new ContentUnavailable({ reason: 'timeout', detail: 'read deadline' })

describe('following the live events', () => {
  it('treats a broken stream as a gap and one failure, not as an outage: reads still go through', () => {
    const { client, streams } = liveClient()
    const { bus, published } = recordingBus()
    const health = contentHealth(1000, () => 0)
    const stop = followLiveEvents(client, bus, { health, retryMs: 60_000, now: () => 5 })
    streams[0]?.error(new Error('socket hang up'))
    expect(published).toEqual([{ kind: 'gap', at: 5 }])
    expect(health.down).toBe(false)
    expect(health.admit()).toBe(true)
    stop()
  })

  it('still opens the breaker when the broken stream is one of a run of outage failures', () => {
    const { client, streams } = liveClient()
    const { bus } = recordingBus()
    const health = contentHealth(1000, () => 0)
    const stop = followLiveEvents(client, bus, { health, retryMs: 60_000 })
    health.failed(timedOut())
    streams[0]?.error(new Error('socket hang up'))
    expect(health.down).toBe(false)
    health.failed(timedOut())
    expect(health.down).toBe(true)
    stop()
  })

  it('closes the breaker on the welcome of a stream opened again', async () => {
    const { client, streams } = liveClient()
    const { bus } = recordingBus()
    const health = contentHealth(1000, () => 0)
    const stop = followLiveEvents(client, bus, { health, retryMs: 1 })
    health.failed(new ContentUnavailable({ reason: 'network', detail: 'ECONNREFUSED' }), true)
    expect(health.down).toBe(true)
    streams[0]?.error(new Error('socket hang up'))
    await expect.poll(() => streams.length).toBe(2)
    streams[1]?.next({ type: 'welcome' } as LiveEvent)
    expect(health.down).toBe(false)
    stop()
  })
})
