import { Effect, Exit } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { TokenPair } from '../../models/accounts/identity.ts'
import {
  AccessDenied,
  type AccountsError,
  InvalidAccessToken,
  InvalidRefreshToken,
  NetworkError,
  ServiceUnavailable,
} from '../../services/accounts/http/errors.ts'
import { createRenewingSession, type Refresh } from './renewingSession.ts'

const where = { service: 'identity', method: 'GET', path: '{me}' }
const expired = () =>
  new InvalidAccessToken({ ...where, status: 401, code: 2002, message: 'Expired access token' })
const invalidRefresh = () =>
  new InvalidRefreshToken({ ...where, status: 400, code: 1001, message: 'Invalid' })
const pair = (n: number): TokenPair => ({
  access: { token: `at-${n}`, expires_at: 0 },
  refresh: { token: `rt-${n}`, expires_at: 0 },
})

/** A fake service where only `valid` is accepted; counts refreshes. */
function fakeServer(refreshOutcomes: Array<'ok' | 'network' | 'invalid'>) {
  const state = { valid: 'at-1', refreshCalls: 0, refreshedWith: [] as string[] }
  const refresh: Refresh = (refreshToken) => Effect.runPromiseExit(refreshEffect(refreshToken))
  const refreshEffect = (refreshToken: string) =>
    Effect.suspend((): Effect.Effect<TokenPair, AccountsError> => {
      state.refreshCalls += 1
      state.refreshedWith.push(refreshToken)
      const outcome = refreshOutcomes.shift() ?? 'ok'
      if (outcome === 'network') return Effect.fail(new NetworkError({ ...where, detail: 'reset' }))
      if (outcome === 'invalid') return Effect.fail(invalidRefresh())
      const next = state.refreshCalls + 1
      state.valid = `at-${next}`
      return Effect.succeed(pair(next))
    })
  const getMe = (c: { accessToken: string }): Effect.Effect<string, AccountsError> =>
    c.accessToken === state.valid ? Effect.succeed(`me via ${c.accessToken}`) : Effect.fail(expired())
  return { state, refresh, getMe }
}

describe('createRenewingSession', () => {
  it('renews once for concurrent failures, stores the rotated refresh token and retries each call', async () => {
    const server = fakeServer(['ok'])
    const session = createRenewingSession({ accessToken: 'stale', refreshToken: 'rt-1' }, server.refresh)
    const results = await Promise.all(
      Array.from({ length: 20 }, () => Effect.runPromise(session.run(server.getMe))),
    )
    expect(results).toEqual(Array(20).fill('me via at-2'))
    expect(server.state.refreshCalls).toBe(1)
    expect(session.tokens()).toEqual({ accessToken: 'at-2', refreshToken: 'rt-2' })
  })

  it('keeps the refresh token with v1 (no rotation)', async () => {
    const server = fakeServer(['ok'])
    const session = createRenewingSession({ accessToken: 'x', refreshToken: 'rt-1' }, server.refresh, {
      rotate: false,
    })
    await Effect.runPromise(session.run(server.getMe))
    expect(session.tokens()).toEqual({ accessToken: 'at-2', refreshToken: 'rt-1' })
  })

  it('renews on access denied when the access token is empty and a refresh token exists', async () => {
    const server = fakeServer(['ok'])
    const session = createRenewingSession({ accessToken: '', refreshToken: 'rt-1' }, server.refresh)
    const denied = (c: { accessToken: string }) =>
      c.accessToken === ''
        ? Effect.fail(new AccessDenied({ ...where, status: 403, code: 2000, message: 'Access denied' }))
        : server.getMe(c)
    await expect(Effect.runPromise(session.run(denied))).resolves.toBe('me via at-2')
  })

  it('does not renew on access denied with a non-empty token, nor without a refresh token', async () => {
    const server = fakeServer(['ok'])
    const denied = () =>
      Effect.fail(new AccessDenied({ ...where, status: 403, code: 2000, message: 'Access denied' }))
    const withToken = createRenewingSession({ accessToken: 'at-1', refreshToken: 'rt-1' }, server.refresh)
    expect(await Effect.runPromiseExit(withToken.run(denied))).toMatchObject({ _tag: 'Failure' })
    const noRefresh = createRenewingSession({ accessToken: 'old', refreshToken: undefined }, server.refresh)
    const exit = await Effect.runPromiseExit(noRefresh.run(server.getMe))
    expect(JSON.stringify(exit)).toContain('InvalidAccessToken')
    expect(server.state.refreshCalls).toBe(0)
  })

  it('ends the session on an invalid refresh token: every waiting call fails typed, tokens are gone', async () => {
    const server = fakeServer(['invalid'])
    const session = createRenewingSession({ accessToken: 'stale', refreshToken: 'rt-1' }, server.refresh)
    const exits = await Promise.all(
      Array.from({ length: 10 }, () => Effect.runPromiseExit(session.run(server.getMe))),
    )
    expect(
      exits.map((e) => Exit.isFailure(e) && JSON.stringify(e.cause).includes('InvalidRefreshToken')),
    ).toEqual(Array(10).fill(true))
    expect(server.state.refreshCalls).toBe(1)
    expect(session.tokens()).toBeUndefined()
  })

  it('releases the lock after a passing failure, so a later call refreshes again', async () => {
    const server = fakeServer(['network', 'ok'])
    const session = createRenewingSession({ accessToken: 'stale', refreshToken: 'rt-1' }, server.refresh)
    const first = await Effect.runPromiseExit(session.run(server.getMe))
    expect(JSON.stringify(first)).toContain('NetworkError')
    await expect(Effect.runPromise(session.run(server.getMe))).resolves.toBe('me via at-3')
    expect(server.state.refreshedWith).toEqual(['rt-1', 'rt-1'])
  })

  it('retries a call once only: a call still refused after renewal fails with its error', async () => {
    const server = fakeServer(['ok', 'ok', 'ok'])
    const session = createRenewingSession({ accessToken: 'stale', refreshToken: 'rt-1' }, server.refresh)
    let attempts = 0
    const alwaysExpired = () => {
      attempts += 1
      return Effect.fail(expired())
    }
    const exit = await Effect.runPromiseExit(session.run(alwaysExpired))
    expect(JSON.stringify(exit)).toContain('InvalidAccessToken')
    expect([attempts, server.state.refreshCalls]).toEqual([2, 1])
  })
})

describe('renewal under every interleaving (fast-check scheduler)', () => {
  type Outcome = 'ok' | 'network' | 'invalid'
  it('keeps ≤ 1 refresh in flight (1,000 runs), ends every call in success or a typed failure, never retries twice', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.constantFrom<Outcome>('ok', 'ok', 'network', 'invalid'), { minLength: 1, maxLength: 4 }),
        fc.array(fc.constantFrom('expired', 'fresh', 'unavailable'), { minLength: 1, maxLength: 8 }),
        async (s, outcomes, kinds) => {
          const remaining = [...outcomes]
          let valid = 'at-0'
          let inFlight = 0
          let maxInFlight = 0
          let refreshCalls = 0
          const refresh: Refresh = () => Effect.runPromiseExit(refreshEffect)
          const refreshEffect = Effect.promise(() => {
            inFlight += 1
            maxInFlight = Math.max(maxInFlight, inFlight)
            refreshCalls += 1
            const outcome = remaining.shift() ?? 'ok'
            return s.schedule(Promise.resolve(outcome), `refresh → ${outcome}`).finally(() => {
              inFlight -= 1
            })
          }).pipe(
            Effect.flatMap((outcome): Effect.Effect<TokenPair, AccountsError> => {
              if (outcome === 'network') return Effect.fail(new NetworkError({ ...where, detail: 'reset' }))
              if (outcome === 'invalid') return Effect.fail(invalidRefresh())
              valid = `at-${refreshCalls}`
              return Effect.succeed(pair(refreshCalls))
            }),
          )
          const session = createRenewingSession({ accessToken: 'expired', refreshToken: 'rt-0' }, refresh)
          const attempts = kinds.map(() => 0)
          const calls = kinds.map((kind, i) =>
            Effect.runPromiseExit(
              session.run((c) =>
                Effect.promise(() => s.schedule(Promise.resolve(c.accessToken), `call ${i} (${kind})`)).pipe(
                  Effect.flatMap((token): Effect.Effect<string, AccountsError> => {
                    attempts[i] = (attempts[i] ?? 0) + 1
                    if (kind === 'unavailable')
                      return Effect.fail(
                        new ServiceUnavailable({ ...where, status: 503, code: undefined, message: '' }),
                      )
                    return token === valid || kind === 'fresh'
                      ? Effect.succeed(token)
                      : Effect.fail(expired())
                  }),
                ),
              ),
            ),
          )
          const exits = await s.waitFor(Promise.all(calls))
          const typed = new Set([
            'InvalidAccessToken',
            'InvalidRefreshToken',
            'NetworkError',
            'ServiceUnavailable',
          ])
          for (const exit of exits) {
            if (Exit.isFailure(exit)) {
              const tag = (exit.cause.reasons[0] as { error?: { _tag?: string } } | undefined)?.error?._tag
              expect(typed.has(tag ?? '')).toBe(true)
            }
          }
          expect(maxInFlight).toBeLessThanOrEqual(1)
          expect(Math.max(...attempts)).toBeLessThanOrEqual(2)
          // A refresh only happens for a refused call; never more refreshes than refused first attempts.
          expect(refreshCalls).toBeLessThanOrEqual(kinds.filter((k) => k === 'expired').length)
          if (outcomes.every((o) => o === 'ok')) {
            kinds.forEach((kind, i) => {
              if (kind !== 'unavailable') expect(exits[i]?._tag).toBe('Success')
            })
            if (kinds.includes('expired')) expect(refreshCalls).toBe(1)
          }
          session.stop()
        },
      ),
      { numRuns: 1000 },
    )
  }, 120_000)
})
