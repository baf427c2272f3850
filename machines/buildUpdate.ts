import { assign, emit, fromPromise, setup } from 'xstate'
import type { AppManifest, LatestBuild } from '../models/appManifest.ts'
import { cappedDelay } from '../models/timers.ts'

/**
 * Spec §4 "Build updates" and §7: poll `builds/latest.json?t=<timestamp>` every `intervalMs`; when
 * its id differs from the running build, emit `app-manifest-update`, fetch the new build's app
 * manifest (a failure is only logged) and from then on carry the `reloadOnNavigate` tag: the next
 * navigation must be a full page reload. A failed poll is logged and retried at the next interval.
 * The fetches are the named actors `fetchLatest` and `fetchManifest`; the browser provides them
 * (src/browser/BuildUpdates.tsx, the root route's hook), tests fake them.
 */
export interface BuildUpdateInput {
  readonly currentId: string
  readonly intervalMs: number
}

export interface BuildUpdateContext extends BuildUpdateInput {
  readonly latest: LatestBuild | undefined
  readonly manifest: AppManifest | undefined
}

/** Emitted once, when a newer build is found. */
export interface AppManifestUpdate {
  readonly type: 'app-manifest-update'
  readonly latest: LatestBuild
}

export const buildUpdateMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time (decision 260)
  types: {
    input: {} as BuildUpdateInput,
    context: {} as BuildUpdateContext,
    events: {} as { type: 'poll.now' },
    emitted: {} as AppManifestUpdate,
  },
  actors: {
    fetchLatest: fromPromise<LatestBuild, { timestamp: number }>(async () => {
      throw new Error('buildUpdateMachine: provide a `fetchLatest` actor')
    }),
    fetchManifest: fromPromise<AppManifest, { id: string }>(async () => {
      throw new Error('buildUpdateMachine: provide a `fetchManifest` actor')
    }),
  },
  delays: {
    // The interval comes from the page's head: one too long for a timer would overflow and poll in a
    // tight loop (decision 269).
    pollInterval: ({ context }) => cappedDelay(context.intervalMs),
  },
  guards: {
    isNewBuild: ({ context }, latest: LatestBuild) => latest.id !== context.currentId,
  },
  actions: {
    warn: (_, params: { message: string; error: unknown }) => {
      console.warn(`[build-update] ${params.message}`, params.error)
    },
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: nothing reads the id; no target names it (decision 260)
  id: 'buildUpdate',
  context: ({ input }) => ({ ...input, latest: undefined, manifest: undefined }),
  initial: 'waiting',
  states: {
    waiting: {
      after: { pollInterval: 'checking' },
      on: { 'poll.now': 'checking' },
    },
    checking: {
      invoke: {
        src: 'fetchLatest',
        input: () => ({ timestamp: Date.now() }),
        onDone: [
          {
            guard: { type: 'isNewBuild', params: ({ event }) => event.output },
            target: 'outdated',
            actions: [
              assign({ latest: ({ event }) => event.output }),
              emit(({ event }) => ({ type: 'app-manifest-update' as const, latest: event.output })),
            ],
          },
          { target: 'waiting' },
        ],
        onError: {
          target: 'waiting',
          actions: { type: 'warn', params: ({ event }) => ({ message: 'poll failed', error: event.error }) },
        },
      },
    },
    outdated: {
      tags: ['reloadOnNavigate'],
      initial: 'fetchingManifest',
      states: {
        fetchingManifest: {
          invoke: {
            src: 'fetchManifest',
            input: ({ context }) => ({ id: context.latest?.id ?? '' }),
            onDone: { target: 'ready', actions: assign({ manifest: ({ event }) => event.output }) },
            onError: {
              target: 'ready',
              actions: {
                type: 'warn',
                params: ({ event }) => ({ message: 'app manifest fetch failed', error: event.error }),
              },
            },
          },
        },
        ready: { type: 'final' },
      },
    },
  },
})
