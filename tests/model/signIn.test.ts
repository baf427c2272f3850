import { expect } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { signInModel } from '../../machines/identity/signIn.model.ts'
import { type StoredAuthorization, signInMachine } from '../../machines/identity/signIn.ts'
import type { SignedIn } from '../../models/accounts/identity.ts'
import type { AuthorizationRequest } from '../../models/authorization.ts'
import { describeModel } from './harness.ts'

const stored: StoredAuthorization = { state: 'state-1', codeVerifier: 'v'.repeat(43), returnTo: '/account' }
const signedIn: SignedIn = {
  user: { id: 1, email_address: 'a@example.com' },
  tokens: { access: { token: 'at', expires_at: 0 }, refresh: { token: 'rt', expires_at: 0 } },
}

interface Deferred<T> {
  resolve: (v: T) => void
  reject: (e: unknown) => void
}

/** The real machine, its actors settled by hand, its side effects recorded. The store starts holding `stored`. */
function sut() {
  const effects: string[] = []
  const prepares: Deferred<AuthorizationRequest>[] = []
  const exchanges: Array<Deferred<SignedIn> & { input: { code: string; codeVerifier: string } }> = []
  let store: StoredAuthorization | undefined = stored
  let tokens: SignedIn | undefined
  let actor: ReturnType<typeof make> | undefined
  const make = () =>
    createActor(
      signInMachine.provide({
        actors: {
          createAuthorization: fromPromise(
            () => new Promise((resolve, reject) => prepares.push({ resolve, reject })),
          ),
          exchangeCode: fromPromise(
            ({ input }) => new Promise((resolve, reject) => exchanges.push({ resolve, reject, input })),
          ),
        },
        actions: {
          storeAuthorization: (_, params) => {
            effects.push('store')
            store = params.stored
          },
          clearStoredAuthorization: () => {
            effects.push('clear')
            store = undefined
          },
          storeTokens: (_, params) => {
            effects.push('tokens')
            tokens = params.signedIn
          },
        },
      }),
      { input: { stored: store } },
    ).start()
  const flush = () => new Promise((r) => setTimeout(r, 0))
  return {
    get actor() {
      actor ??= make()
      return actor
    },
    /** A fresh request with what the store holds now (replays see the cleared store). */
    restart() {
      actor?.stop()
      actor = make()
    },
    effects,
    prepares,
    exchanges,
    flush,
    store: () => store,
    tokens: () => tokens,
  }
}
type Sut = ReturnType<typeof sut>

const value = (s: Sut) => s.actor.getSnapshot().value

describeModel<Sut>({
  name: 'signIn',
  model: signInModel,
  setup: sut,
  teardown: (s) => {
    s.actor.stop()
  },
  states: {
    idle: (s) => {
      expect(value(s)).toBe('idle')
      expect(s.effects).toEqual([])
    },
    preparing: (s) => {
      expect(value(s)).toBe('preparing')
      expect(s.prepares).toHaveLength(1)
    },
    redirecting: (s) => {
      expect(s.actor.getSnapshot().hasTag('redirect')).toBe(true)
      expect(s.store()).toMatchObject({
        state: 'new-state',
        codeVerifier: 'w'.repeat(43),
        returnTo: '/studio',
      })
      expect(s.tokens()).toBeUndefined()
    },
    exchangingCode: (s) => {
      expect(value(s)).toBe('exchangingCode')
      expect(s.exchanges[0]?.input).toEqual({ code: 'the-code', codeVerifier: stored.codeVerifier })
    },
    signedIn: (s) => {
      expect(value(s)).toBe('signedIn')
      expect(s.tokens()).toEqual(signedIn)
      expect(s.store()).toBeUndefined()
    },
    rejected: (s) => {
      expect(value(s)).toBe('rejected')
      expect(s.exchanges).toHaveLength(0)
      expect(s.effects).toEqual(['clear'])
      expect(s.store()).toBeUndefined()
      if (s.actor.getSnapshot().context.rejection !== 'nothingStored') expect(s.tokens()).toBeUndefined()
    },
    failed: (s) => {
      expect(value(s)).toBe('failed')
      expect(s.tokens()).toBeUndefined()
      if (s.exchanges.length) expect(s.store()).toBeUndefined()
    },
  },
  events: {
    'signIn.start': (s) => s.actor.send({ type: 'signIn.start', returnTo: '/studio' }),
    'prepare.done': async (s) => {
      s.prepares[0]?.resolve({ state: 'new-state', codeVerifier: 'w'.repeat(43), codeChallenge: 'c' })
      await s.flush()
    },
    'prepare.fail': async (s) => {
      s.prepares[0]?.reject(new Error('no entropy'))
      await s.flush()
    },
    'callback.matching': (s) =>
      s.actor.send({ type: 'callback.received', state: stored.state, code: 'the-code' }),
    'callback.mismatched': (s) => {
      s.actor.send({ type: 'callback.received', state: 'someone-elses-state', code: 'the-code' })
      expect(s.actor.getSnapshot().context.rejection).toBe('stateMismatch')
    },
    'callback.missing': (s) => {
      s.actor.send({ type: 'callback.received', state: undefined, code: 'the-code' })
      expect(s.actor.getSnapshot().context.rejection).toBe('missingState')
    },
    'callback.replayed': async (s) => {
      // The first use of the callback consumed the stored values; the replay is a new request.
      s.actor.send({ type: 'callback.received', state: stored.state, code: 'the-code' })
      s.exchanges.shift()?.resolve(signedIn)
      await s.flush()
      expect(s.store()).toBeUndefined()
      s.effects.length = 0
      s.restart()
      s.actor.send({ type: 'callback.received', state: stored.state, code: 'the-code' })
      expect(s.actor.getSnapshot().context.rejection).toBe('nothingStored')
    },
    'exchange.done': async (s) => {
      s.exchanges[0]?.resolve(signedIn)
      await s.flush()
    },
    'exchange.fail': async (s) => {
      s.exchanges[0]?.reject(new Error('400/2012 invalid code'))
      await s.flush()
    },
  },
})
