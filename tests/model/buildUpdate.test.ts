import { expect, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { buildUpdateModel } from '../../machines/buildUpdate.model.ts'
import { type AppManifestUpdate, buildUpdateMachine } from '../../machines/buildUpdate.ts'
import type { AppManifest, LatestBuild } from '../../models/appManifest.ts'
import { describeModel } from './harness.ts'

const intervalMs = 60_000
const currentId = 'build-current'
const newBuild: LatestBuild = { id: 'build-next', timestamp: 2 }
const manifest: AppManifest = { ...newBuild, matcher: { static: {}, wildcard: {}, dynamic: {} } }

interface Deferred<T> {
  readonly input: unknown
  resolve(value: T): void
  reject(error: unknown): void
}

/** The real machine on a simulated clock, with fetches the replay settles by hand. */
function sut() {
  const clock = new SimulatedClock()
  const latestCalls: Array<Deferred<LatestBuild>> = []
  const manifestCalls: Array<Deferred<AppManifest>> = []
  const emitted: AppManifestUpdate[] = []
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const deferred =
    <T, I>(calls: Array<Deferred<T>>) =>
    ({ input }: { input: I }) =>
      new Promise<T>((resolve, reject) => calls.push({ input, resolve, reject }))
  const actor = createActor(
    buildUpdateMachine.provide({
      actors: {
        fetchLatest: fromPromise(deferred<LatestBuild, { timestamp: number }>(latestCalls)),
        fetchManifest: fromPromise(deferred<AppManifest, { id: string }>(manifestCalls)),
      },
    }),
    { input: { currentId, intervalMs }, clock },
  )
  actor.on('app-manifest-update', (event) => emitted.push(event))
  actor.start()
  const settle = async <T>(calls: Array<Deferred<T>>, outcome: { value: T } | { error: Error }) => {
    const call = calls.shift()
    if (!call) throw new Error('no fetch in flight')
    if ('value' in outcome) call.resolve(outcome.value)
    else call.reject(outcome.error)
    await new Promise((r) => setTimeout(r, 0))
  }
  return { actor, clock, latestCalls, manifestCalls, emitted, warn, settle }
}
type Sut = ReturnType<typeof sut>

describeModel<Sut>({
  name: 'buildUpdate',
  model: buildUpdateModel,
  setup: sut,
  teardown: (s) => {
    s.actor.stop()
    s.warn.mockRestore()
  },
  states: {
    waiting: ({ actor, latestCalls }) => {
      expect(actor.getSnapshot().value).toBe('waiting')
      expect(actor.getSnapshot().hasTag('reloadOnNavigate')).toBe(false)
      expect(latestCalls).toHaveLength(0)
    },
    checking: ({ actor, latestCalls, clock }) => {
      expect(actor.getSnapshot().value).toBe('checking')
      expect(latestCalls).toHaveLength(1)
      // the poll asks for latest.json with the current time as its cache-busting timestamp
      expect(latestCalls[0]?.input).toEqual({ timestamp: expect.any(Number) })
      expect(clock.now()).toBeGreaterThanOrEqual(0)
    },
    'outdated.fetchingManifest': ({ actor, manifestCalls, emitted }) => {
      const snapshot = actor.getSnapshot()
      expect(snapshot.matches({ outdated: 'fetchingManifest' })).toBe(true)
      expect(snapshot.hasTag('reloadOnNavigate')).toBe(true)
      expect(emitted).toEqual([{ type: 'app-manifest-update', latest: newBuild }])
      expect(manifestCalls.map((c) => c.input)).toEqual([{ id: newBuild.id }])
    },
    'outdated.ready': ({ actor, emitted, warn }) => {
      const snapshot = actor.getSnapshot()
      expect(snapshot.matches({ outdated: 'ready' })).toBe(true)
      expect(snapshot.hasTag('reloadOnNavigate')).toBe(true)
      expect(emitted).toHaveLength(1)
      // a failed manifest fetch is only logged (a warning), the update still stands
      if (snapshot.context.manifest) expect(snapshot.context.manifest).toEqual(manifest)
      else expect(warn).toHaveBeenCalledWith('[build-update] app manifest fetch failed', expect.any(Error))
    },
  },
  events: {
    'poll.elapsed': ({ clock, actor }) => {
      clock.increment(intervalMs - 1)
      expect(actor.getSnapshot().value).toBe('waiting')
      clock.increment(1)
    },
    'poll.now': ({ actor }) => actor.send({ type: 'poll.now' }),
    'latest.same': (s) => s.settle(s.latestCalls, { value: { id: currentId, timestamp: 1 } }),
    'latest.new': (s) => s.settle(s.latestCalls, { value: newBuild }),
    'latest.fail': async (s) => {
      await s.settle(s.latestCalls, { error: new Error('offline') })
      expect(s.warn).toHaveBeenCalledWith('[build-update] poll failed', expect.any(Error))
    },
    'manifest.done': (s) => s.settle(s.manifestCalls, { value: manifest }),
    'manifest.fail': (s) => s.settle(s.manifestCalls, { error: new Error('404') }),
  },
})
