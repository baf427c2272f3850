import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { AppManifest, LatestBuild } from '../models/appManifest.ts'
import { maxTimerDelayMs } from '../models/timers.ts'
import { buildUpdateMachine } from './buildUpdate.ts'

/** The machine on the runtime's own timers (faked): what a real browser's timer does with the delay. */
function poller(intervalMs: number) {
  const polls: number[] = []
  const actor = createActor(
    buildUpdateMachine.provide({
      actors: {
        fetchLatest: fromPromise<LatestBuild, { timestamp: number }>(async ({ input }) => {
          polls.push(input.timestamp)
          return { id: 'build-current', timestamp: 1 }
        }),
        fetchManifest: fromPromise<AppManifest, { id: string }>(async () => {
          throw new Error('not expected')
        }),
      },
    }),
    { input: { currentId: 'build-current', intervalMs } },
  )
  actor.start()
  return { actor, polls }
}

describe('buildUpdateMachine timers', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('never polls at once for an interval too long for a timer: it waits the capped 2147483647 ms', async () => {
    const { actor, polls } = poller(365 * 24 * 60 * 60 * 1000)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(polls).toEqual([])
    await vi.advanceTimersByTimeAsync(maxTimerDelayMs - 1_000)
    expect(polls).toHaveLength(1)
    actor.stop()
  })

  it('polls on its interval when the interval fits', async () => {
    const { actor, polls } = poller(60_000)
    await vi.advanceTimersByTimeAsync(59_999)
    expect(polls).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(polls).toHaveLength(1)
    actor.stop()
  })
})
