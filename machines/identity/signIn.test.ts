/**
 * What the model replays (tests/model/signIn.test.ts) do not pin down: what each end state keeps for
 * the route (the authorization request, the tokens, the error), the tags the route reads, and where
 * sign-in returns when nothing was stored.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { SignedIn } from '../../models/accounts/identity.ts'
import type { AuthorizationRequest } from '../../models/authorization.ts'
import { type StoredAuthorization, signInMachine } from './signIn.ts'

const stored: StoredAuthorization = { state: 'st-1', codeVerifier: 'cv-1', returnTo: '/account' }
const request = {
  url: 'https://id.example/authorize',
  state: 'st-2',
  codeVerifier: 'cv-2',
} as unknown as AuthorizationRequest
const tokens = { accessToken: 'at', refreshToken: 'rt' } as unknown as SignedIn

function start(input: { stored: StoredAuthorization | undefined }, fail?: Error) {
  const actor = createActor(
    signInMachine.provide({
      actors: {
        createAuthorization: fromPromise(async () => {
          if (fail) throw fail
          return request
        }),
        exchangeCode: fromPromise(async () => {
          if (fail) throw fail
          return tokens
        }),
      },
    }),
    { input },
  ).start()
  return actor
}

describe('signInMachine', () => {
  it('returns to / when nothing was stored, and to the stored page otherwise', () => {
    expect(start({ stored: undefined }).getSnapshot().context.returnTo).toBe('/')
    expect(start({ stored }).getSnapshot().context.returnTo).toBe('/account')
  })

  it('keeps the authorization request for the redirect, busy while it is made', async () => {
    const actor = start({ stored: undefined })
    actor.send({ type: 'signIn.start', returnTo: '/studio' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    const s = await waitFor(actor, (x) => x.status === 'done')
    expect([s.value, s.hasTag('redirect'), s.context.request]).toEqual(['redirecting', true, request])
  })

  it('keeps the tokens of a matching callback, busy while they are exchanged', async () => {
    const actor = start({ stored })
    actor.send({ type: 'callback.received', state: 'st-1', code: 'c-1' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    const s = await waitFor(actor, (x) => x.status === 'done')
    expect([s.value, s.hasTag('signedIn'), s.context.signedIn]).toEqual(['signedIn', true, tokens])
  })

  it('a failed exchange or authorization keeps its error and ends signed out', async () => {
    const error = new Error('down')
    const exchange = start({ stored }, error)
    exchange.send({ type: 'callback.received', state: 'st-1', code: 'c-1' })
    const a = await waitFor(exchange, (x) => x.status === 'done')
    expect([a.value, a.hasTag('signedOut'), a.context.error]).toEqual(['failed', true, error])
    const authorize = start({ stored: undefined }, error)
    authorize.send({ type: 'signIn.start', returnTo: '/' })
    const b = await waitFor(authorize, (x) => x.status === 'done')
    expect([b.value, b.hasTag('signedOut'), b.context.error]).toEqual(['failed', true, error])
  })

  it('a forged callback ends signed out, for good', () => {
    const actor = start({ stored })
    actor.send({ type: 'callback.received', state: 'forged', code: 'c-1' })
    const s = actor.getSnapshot()
    expect([s.value, s.status, s.hasTag('signedOut'), s.context.rejection]).toEqual([
      'rejected',
      'done',
      true,
      'stateMismatch',
    ])
  })
})
