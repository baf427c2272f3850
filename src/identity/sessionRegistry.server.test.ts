import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { InvalidAccessToken } from '../../services/accounts/http/errors.ts'
import { createSessionRegistry } from './sessionRegistry.server.ts'

const expired = () =>
  new InvalidAccessToken({
    service: 'identity',
    method: 'GET',
    path: '{me}',
    status: 401,
    code: 2002,
    message: '',
  })

function setup() {
  let clock = 0
  let refreshes = 0
  const registry = createSessionRegistry({
    refresh: (rt) =>
      Effect.runPromiseExit(
        Effect.sync(() => {
          refreshes += 1
          return {
            access: { token: `at-for-${rt}`, expires_at: 0 },
            refresh: { token: `${rt}+`, expires_at: 0 },
          }
        }),
      ),
    idleMs: 1000,
    now: () => clock,
  })
  const call = (c: { accessToken: string }) =>
    c.accessToken.startsWith('at-for-') ? Effect.succeed(c.accessToken) : Effect.fail(expired())
  return { registry, call, tick: (ms: number) => (clock += ms), refreshes: () => refreshes }
}

describe('createSessionRegistry', () => {
  it('gives requests carrying the same pair one session, and other customers their own', () => {
    const { registry } = setup()
    const a1 = registry.forTokens({ accessToken: 'x', refreshToken: 'rt-a' })
    const a2 = registry.forTokens({ accessToken: 'x', refreshToken: 'rt-a' })
    const b = registry.forTokens({ accessToken: 'x', refreshToken: 'rt-b' })
    expect(a1).toBe(a2)
    expect(b).not.toBe(a1)
  })

  it('finds a session only by the pair: the refresh token alone or with another access token is a new session', () => {
    const { registry } = setup()
    const real = registry.forTokens({ accessToken: 'at-ben', refreshToken: 'rt-a' })
    expect(registry.forTokens({ accessToken: '', refreshToken: 'rt-a' })).not.toBe(real)
    expect(registry.forTokens({ accessToken: 'at-other', refreshToken: 'rt-a' })).not.toBe(real)
    expect(registry.find({ accessToken: 'at-ben', refreshToken: 'rt-a' })).toBe(real)
    expect(registry.find({ accessToken: 'at-x', refreshToken: 'rt-a' })).toBeUndefined()
  })

  it('answers a late request with the old refresh token with the rotated tokens, without a second refresh', async () => {
    const { registry, call, refreshes } = setup()
    const session = registry.forTokens({ accessToken: 'stale', refreshToken: 'rt-a' })
    await Effect.runPromise(session.run(call))
    registry.remember(session)
    const late = registry.forTokens({ accessToken: 'stale', refreshToken: 'rt-a' })
    expect(late).toBe(session)
    await expect(Effect.runPromise(late.run(call))).resolves.toBe('at-for-rt-a')
    expect(registry.forTokens({ accessToken: 'at-for-rt-a', refreshToken: 'rt-a+' })).toBe(session)
    expect(refreshes()).toBe(1)
  })

  it('forgets idle sessions after the grace period', () => {
    const { registry, tick } = setup()
    const first = registry.forTokens({ accessToken: 'x', refreshToken: 'rt-a' })
    tick(1001)
    expect(registry.forTokens({ accessToken: 'x', refreshToken: 'rt-a' })).not.toBe(first)
    expect(registry.size()).toBe(1)
  })
})

describe('rotated-away refresh tokens', () => {
  it('lead to the session only for the fixed alias window after delivery, however active the customer is', async () => {
    let clock = 0
    const registry = createSessionRegistry({
      refresh: (rt) =>
        Effect.runPromiseExit(
          Effect.succeed({
            access: { token: `at-for-${rt}`, expires_at: 0 },
            refresh: { token: `${rt}+`, expires_at: 0 },
          }),
        ),
      aliasMs: 1000,
      now: () => clock,
    })
    const call = (c: { accessToken: string }) =>
      c.accessToken.startsWith('at-for-') ? Effect.succeed(c.accessToken) : Effect.fail(expired())
    const session = registry.forTokens({ accessToken: 'stale', refreshToken: 'rt-a' })
    await Effect.runPromise(session.run(call))
    registry.remember(session)
    // Not yet handed to the browser: the old token is still the customer's, whatever the time.
    clock += 5000
    expect(registry.forTokens({ accessToken: 'stale', refreshToken: 'rt-a' })).toBe(session)
    registry.delivered(session)
    for (let t = 0; t < 900; t += 300) {
      clock += 300
      expect(registry.forTokens({ accessToken: 'stale', refreshToken: 'rt-a' })).toBe(session)
    }
    clock += 200
    expect(registry.forTokens({ accessToken: 'stale', refreshToken: 'rt-a' })).not.toBe(session)
    expect(registry.forTokens({ accessToken: 'at-for-rt-a', refreshToken: 'rt-a+' })).toBe(session)
  })
})
