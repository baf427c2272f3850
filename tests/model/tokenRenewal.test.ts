import { expect } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { tokenRenewalModel } from '../../machines/identity/tokenRenewal.model.ts'
import { tokenRenewalMachine } from '../../machines/identity/tokenRenewal.ts'
import type { TokenPair } from '../../models/accounts/identity.ts'
import { InvalidRefreshToken, NetworkError } from '../../services/accounts/http/errors.ts'
import { describeModel } from './harness.ts'

const where = { service: 'identity', method: 'POST', path: '/api/v2/tokens/refresh' }

function sut() {
  const pending: Array<{
    resolve: (v: TokenPair) => void
    reject: (e: unknown) => void
    refreshToken: string
  }> = []
  let issued = 0
  const actor = createActor(
    tokenRenewalMachine.provide({
      actors: {
        refreshTokens: fromPromise<TokenPair, { refreshToken: string; rotate: boolean }>(
          ({ input }) => new Promise((resolve, reject) => pending.push({ resolve, reject, ...input })),
        ),
      },
    }),
    { input: { accessToken: 'at-0', refreshToken: 'rt-0' } },
  ).start()
  const settle = async (outcome: (call: (typeof pending)[number]) => void) => {
    const call = pending.shift()
    if (!call) throw new Error('no refresh in flight')
    outcome(call)
    await new Promise((r) => setTimeout(r, 0))
  }
  const done = () =>
    settle((c) => {
      issued += 1
      c.resolve({
        access: { token: `at-${issued}`, expires_at: 0 },
        refresh: { token: `rt-${issued}`, expires_at: 0 },
      })
    })
  return { actor, pending, settle, done, issued: () => issued, startedWith: [] as string[] }
}
type Sut = ReturnType<typeof sut>

describeModel<Sut>({
  name: 'tokenRenewal',
  model: tokenRenewalModel,
  setup: sut,
  teardown: (s) => {
    s.actor.stop()
  },
  states: {
    active: ({ actor, pending, issued }) => {
      const s = actor.getSnapshot()
      expect(s.value).toBe('active')
      expect(s.hasTag('busy')).toBe(false)
      expect(pending).toHaveLength(0)
      expect(s.context.accessToken).toBe(`at-${issued()}`)
      // Rotation: the refresh token stored is always the one issued with the access token.
      expect(s.context.refreshToken).toBe(`rt-${issued()}`)
    },
    refreshing: ({ actor, pending }) => {
      expect(actor.getSnapshot().value).toBe('refreshing')
      expect(pending).toHaveLength(1)
    },
    signedOut: ({ actor, pending }) => {
      const s = actor.getSnapshot()
      expect(s.status).toBe('done')
      expect(s.context).toMatchObject({ accessToken: '', refreshToken: undefined })
      expect(s.context.lastError?._tag).toBe('InvalidRefreshToken')
      expect(pending).toHaveLength(0)
    },
  },
  events: {
    'token.rejected': ({ actor }) =>
      actor.send({ type: 'token.rejected', accessToken: actor.getSnapshot().context.accessToken }),
    'refresh.done': (s) => s.done(),
    'refresh.fail': async (s) => {
      await s.settle((c) => c.reject(new NetworkError({ ...where, detail: 'reset' })))
      expect(s.actor.getSnapshot().context.lastError?._tag).toBe('NetworkError')
    },
    'refresh.invalid': (s) =>
      s.settle((c) =>
        c.reject(new InvalidRefreshToken({ ...where, status: 400, code: 1001, message: 'Invalid' })),
      ),
  },
})
