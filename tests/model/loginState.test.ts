import { expect } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { loginStateModel } from '../../machines/identity/loginState.model.ts'
import { loginStateMachine } from '../../machines/identity/loginState.ts'
import { describeModel } from './harness.ts'

interface Deferred<T> {
  resolve: (v: T) => void
  reject: (e: unknown) => void
}

function sut() {
  const reads: Deferred<{ hasRefreshToken: boolean }>[] = []
  const logouts: Deferred<void>[] = []
  let cleared = 0
  const actor = createActor(
    loginStateMachine.provide({
      actors: {
        readSession: fromPromise(() => new Promise((resolve, reject) => reads.push({ resolve, reject }))),
        logOut: fromPromise(() => new Promise<void>((resolve, reject) => logouts.push({ resolve, reject }))),
      },
      actions: {
        clearSession: () => {
          cleared += 1
        },
      },
    }),
  ).start()
  const flush = () => new Promise((r) => setTimeout(r, 0))
  return { actor, reads, logouts, flush, cleared: () => cleared }
}
type Sut = ReturnType<typeof sut>

const next = <T>(list: Deferred<T>[]) => {
  const item = list.shift()
  if (!item) throw new Error('nothing in flight')
  return item
}

describeModel<Sut>({
  name: 'loginState',
  model: loginStateModel,
  setup: sut,
  teardown: (s) => {
    s.actor.stop()
  },
  states: {
    loading: ({ actor, reads }) => {
      expect(actor.getSnapshot().value).toBe('loading')
      // The header shows progress while the session is read.
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      expect(reads).toHaveLength(1)
    },
    loggedIn: ({ actor, cleared }) => {
      expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true)
      expect(cleared()).toBe(0)
    },
    loggedOut: ({ actor }) => {
      expect(actor.getSnapshot().value).toBe('loggedOut')
      expect(actor.getSnapshot().hasTag('loggedOut')).toBe(true)
    },
    signingOut: ({ actor, logouts }) => {
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      expect(logouts).toHaveLength(1)
    },
    signedOut: ({ actor, cleared }) => {
      expect(actor.getSnapshot().status).toBe('done')
      expect(actor.getSnapshot().hasTag('loggedOut')).toBe(true)
      // Cookies are cleared whatever the logout API answered.
      expect(cleared()).toBeGreaterThanOrEqual(1)
    },
  },
  events: {
    'session.found': async (s) => {
      next(s.reads).resolve({ hasRefreshToken: true })
      await s.flush()
    },
    'session.absent': async (s) => {
      next(s.reads).resolve({ hasRefreshToken: false })
      await s.flush()
    },
    'session.unreadable': async (s) => {
      next(s.reads).reject(new Error('cookie header unreadable'))
      await s.flush()
    },
    'session.ended': (s) => {
      s.actor.send({ type: 'session.ended' })
      expect(s.cleared()).toBe(1)
    },
    'user.signOut': (s) => s.actor.send({ type: 'user.signOut' }),
    'logout.done': async (s) => {
      next(s.logouts).resolve()
      await s.flush()
    },
    'logout.fail': async (s) => {
      next(s.logouts).reject(new Error('identity service unavailable'))
      await s.flush()
    },
  },
})
