import { expect, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import { previewListeningModel } from '../../machines/previewListening.model.ts'
import {
  type ListenerEvent,
  listenerReconnectDelayMs,
  previewListeningMachine,
} from '../../machines/previewListening.ts'
import {
  ListenerChannelError,
  ListenerConnectionError,
  ListenerDisconnectError,
  type ListenerError,
  ListenerMessageError,
  ListenerQueryTooLarge,
} from '../../models/previewListener.ts'
import { describeModel } from './harness.ts'

const path = '/studio'

interface FetchCall {
  readonly input: { path: string }
  resolve(value: unknown): void
  reject(error: unknown): void
}

interface OpenListener {
  readonly input: { path: string }
  readonly send: (event: ListenerEvent) => void
}

/** The real machine on a simulated clock, with a fetch and a listener the replay drives by hand. */
function sut() {
  const clock = new SimulatedClock()
  const fetches: FetchCall[] = [] // only fetches whose actor is still running
  const listeners: OpenListener[] = [] // only listeners not yet cleaned up
  let served = 0
  let lastServed: unknown
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const actor = createActor(
    previewListeningMachine.provide({
      actors: {
        fetchPreview: fromPromise<unknown, { path: string }>(
          ({ input, signal }) =>
            new Promise((resolve, reject) => {
              const call: FetchCall = { input, resolve, reject }
              fetches.push(call)
              signal.addEventListener('abort', () => fetches.splice(fetches.indexOf(call), 1))
            }),
        ),
        listen: fromCallback<{ type: 'none' }, { path: string }, ListenerEvent>(({ input, sendBack }) => {
          const listener: OpenListener = { input, send: sendBack }
          listeners.push(listener)
          return () => listeners.splice(listeners.indexOf(listener), 1)
        }),
      },
    }),
    { input: { path }, clock },
  ).start()
  const flush = () => new Promise((r) => setTimeout(r, 0))
  const settle = async (ok: boolean) => {
    expect(fetches).toHaveLength(1)
    const call = fetches.shift() as FetchCall
    if (ok) {
      served += 1
      lastServed = { title: `draft ${served}` }
      call.resolve(lastServed)
    } else call.reject(new Error('preview fetch failed'))
    await flush()
  }
  let lastError: ListenerError | undefined
  /** The open listener fails with `error`, as the browser's listen actor reports it. */
  const fail = (error: ListenerError) => {
    lastError = error
    listeners[0]?.send({ type: 'listener.error', error })
  }
  return {
    actor,
    clock,
    fetches,
    listeners,
    warn,
    settle,
    fail,
    last: () => lastServed,
    lastError: () => lastError,
  }
}
type Sut = ReturnType<typeof sut>

const expectListening = ({ listeners }: Sut, open: boolean) => {
  expect(listeners).toHaveLength(open ? 1 : 0)
  if (open) expect(listeners[0]?.input).toEqual({ path })
}

describeModel<Sut>({
  name: 'previewListening',
  model: previewListeningModel,
  // Six kinds of listener failure make the simple paths explode; one shortest path per transition
  // still takes every state and transition.
  paths: 'transitions',
  setup: sut,
  teardown: (s) => {
    s.actor.stop()
    s.warn.mockRestore()
  },
  states: {
    fetching: (s) => {
      const snapshot = s.actor.getSnapshot()
      expect(snapshot.value).toBe('fetching')
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(s.fetches.map((f) => f.input)).toEqual([{ path }])
      expectListening(s, false)
    },
    'live.idle': (s) => {
      const snapshot = s.actor.getSnapshot()
      expect(snapshot.matches({ live: 'idle' })).toBe(true)
      expect(snapshot.hasTag('live')).toBe(true)
      expect(snapshot.hasTag('busy')).toBe(false)
      expect(s.fetches).toHaveLength(0)
      expect(snapshot.context.data).toEqual(s.last())
      expectListening(s, true)
    },
    'live.refetching': (s) => {
      const snapshot = s.actor.getSnapshot()
      expect(snapshot.matches({ live: 'refetching' })).toBe(true)
      expect(snapshot.hasTag('busy') && snapshot.hasTag('live')).toBe(true)
      expect(s.fetches).toHaveLength(1) // a restarted fetch replaced the stale one
      expect(snapshot.context.data).toEqual(s.last()) // the old data stays on screen meanwhile
      expectListening(s, true)
    },
    reconnecting: (s) => {
      const snapshot = s.actor.getSnapshot()
      expect(snapshot.value).toBe('reconnecting')
      expect(snapshot.hasTag('live')).toBe(false)
      expect(snapshot.context.listenerError?._tag).toBe('ListenerConnectionError')
      expectListening(s, false)
    },
    halted: (s) => {
      const snapshot = s.actor.getSnapshot()
      expect(snapshot.value).toBe('halted')
      expect(snapshot.hasTag('live')).toBe(false)
      expect(snapshot.context.listenerError).toBe(s.lastError())
      expect(snapshot.context.data).toEqual(s.last()) // the last data stays on screen
      s.clock.increment(listenerReconnectDelayMs) // nothing reconnects by itself
      expect(s.actor.getSnapshot().value).toBe('halted')
      expectListening(s, false)
    },
    failed: (s) => {
      const snapshot = s.actor.getSnapshot()
      expect(snapshot.value).toBe('failed')
      expect((snapshot.context.error as Error).message).toBe('preview fetch failed')
      expectListening(s, false)
    },
    left: (s) => {
      const snapshot = s.actor.getSnapshot()
      expect(snapshot.status).toBe('done')
      expect(s.fetches).toHaveLength(0) // the fetch in flight was cancelled
      expectListening(s, false) // and the listener closed
    },
  },
  events: {
    'fetch.done': (s) => s.settle(true),
    'fetch.fail': async (s) => {
      const refetch = s.actor.getSnapshot().matches('live')
      await s.settle(false)
      if (refetch)
        expect(s.warn).toHaveBeenCalledWith(
          '[preview] refetch failed; showing the last data',
          expect.any(Error),
        )
    },
    'listener.mutation': (s) => s.listeners[0]?.send({ type: 'listener.mutation' }),
    'listener.connectionLost': (s) => s.fail(new ListenerConnectionError('The listener connection closed')),
    'listener.refused': (s) => s.fail(new ListenerConnectionError('The listener was refused (400)', 400)),
    'listener.disconnect': (s) =>
      s.fail(new ListenerDisconnectError('Server disconnected client: forbidden')),
    'listener.channelError': (s) => s.fail(new ListenerChannelError('Query is not listenable')),
    'listener.messageError': (s) => s.fail(new ListenerMessageError('Unable to parse the message')),
    'listener.tooLarge': (s) => s.fail(new ListenerQueryTooLarge()),
    'reconnect.elapsed': (s) => {
      s.clock.increment(listenerReconnectDelayMs - 1)
      expect(s.actor.getSnapshot().value).toBe('reconnecting')
      s.clock.increment(1)
    },
    'page.loaded': (s) => s.actor.send({ type: 'page.loaded' }),
    'page.left': (s) => s.actor.send({ type: 'page.left' }),
    'preview.retry': (s) => s.actor.send({ type: 'preview.retry' }),
  },
})
