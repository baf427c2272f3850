/**
 * The renewal single flight across instances: two "instances" are two registries, each with its own
 * sharedRenewal, over one store. Run on the in-process Shared and on a real redis-server.
 */
import { Effect, Exit } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Refresh } from '../../machines/identity/renewingSession.ts'
import { type RunningRedis, startRedisServer } from '../../scripts/redisServer.ts'
import { InvalidAccessToken, InvalidRefreshToken } from '../../services/accounts/http/errors.ts'
import { redisShared } from '../scale/redis.ts'
import { memoryShared, type Shared } from '../scale/shared.ts'
import { type SharedRenewalOptions, sharedRenewal } from './renewal.ts'
import { createSessionRegistry } from './sessionRegistry.server.ts'

const answer = {
  service: 'identity',
  method: 'POST',
  path: '/api/v2/tokens/refresh',
  status: 400,
  code: 1001,
  message: 'Invalid refresh token',
}
const refused = new InvalidAccessToken({ ...answer, status: 401, code: 2002, message: 'expired' })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The provider: counts refresh calls, answers `<token>+` after a short delay, or refuses. */
function provider(options: { fail?: boolean; accessLivesS?: number } = {}) {
  const calls: string[] = []
  const refresh: Refresh = async (token) => {
    calls.push(token)
    await sleep(30)
    if (options.fail) return Exit.fail(new InvalidRefreshToken(answer))
    const expires = Math.floor(Date.now() / 1000) + (options.accessLivesS ?? 3600)
    return Exit.succeed({
      access: { token: `at-${token}+`, expires_at: expires },
      refresh: { token: `${token}+`, expires_at: expires },
    })
  }
  return { calls, refresh }
}

let redis: RunningRedis
const opened: Shared[] = []
let round = 0
beforeAll(async () => {
  redis = await startRedisServer()
})
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()))
  await redis?.stop()
})

const stores: Record<string, () => [Shared, Shared]> = {
  'in-process': () => {
    const one = memoryShared()
    return [one, one]
  },
  redis: () => {
    const prefix = `renewal-test-${++round}:`
    const pair: [Shared, Shared] = [redisShared(redis.url, { prefix }), redisShared(redis.url, { prefix })]
    opened.push(...pair)
    return pair
  },
}

describe.each(Object.keys(stores))('sharedRenewal on the %s Shared', (kind) => {
  function instances(refresh: Refresh, options: Partial<SharedRenewalOptions> = {}) {
    return stores[kind]!().map((shared) => {
      const renewal = sharedRenewal(shared, refresh, { aliasMs: 10_000, ...options })
      const registry = createSessionRegistry({
        refresh: renewal.refresh,
        aliasMs: options.aliasMs,
        onAliased: (t) => void renewal.delivered(t),
      })
      return { renewal, registry, shared }
    })
  }
  /** One request on an instance: the call refuses the stale access token once, renewal, retry. */
  const request = (
    registry: ReturnType<typeof createSessionRegistry>,
    tokens: { accessToken: string; refreshToken: string },
  ) => {
    const session = registry.forTokens(tokens)
    const call = (c: { accessToken: string }) =>
      c.accessToken === tokens.accessToken ? Effect.fail(refused) : Effect.succeed(c.accessToken)
    return Effect.runPromiseExit(session.run(call)).then((exit) => ({ exit, session }))
  }

  it('100 concurrent expired-token requests over two instances: one refresh, all answered with the new token', async () => {
    const { calls, refresh } = provider()
    const [a, b] = instances(refresh)
    const tokens = { accessToken: 'at-old', refreshToken: 'rt-1' }
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, i) => request((i % 2 ? a : b)!.registry, tokens)),
    )
    expect(calls).toEqual(['rt-1'])
    expect(outcomes.map((o) => (Exit.isSuccess(o.exit) ? o.exit.value : 'failed'))).toEqual(
      Array(100).fill('at-rt-1+'),
    )
    expect(outcomes.every((o) => o.session.tokens()?.refreshToken === 'rt-1+')).toBe(true)
  })

  it('a refused refresh reaches the other instance as the same typed failure, without a second call', async () => {
    const { calls, refresh } = provider({ fail: true })
    const [a, b] = instances(refresh)
    const results = await Promise.all([a!.renewal.refresh('rt-2', true), b!.renewal.refresh('rt-2', true)])
    expect(calls).toEqual(['rt-2'])
    for (const exit of results) {
      expect(Exit.isFailure(exit) && exit.cause.toString()).toContain('InvalidRefreshToken')
    }
  })

  it('keeps the old token an alias on every instance until the window after delivery, then asks the provider', async () => {
    const { calls, refresh } = provider()
    const [a, b] = instances(refresh, { aliasMs: 1000 })
    const first = await request(a!.registry, { accessToken: 'at-old', refreshToken: 'rt-3' })
    a!.registry.remember(first.session)
    await sleep(1200) // longer than the window, but not delivered yet: still the customer's token
    expect(await b!.renewal.refresh('rt-3', true)).toEqual(Exit.succeed(expect.anything()))
    expect(calls).toEqual(['rt-3'])
    a!.registry.delivered(first.session)
    await a!.renewal.delivered('rt-3') // what the registry started; a second call changes nothing
    const late = await request(b!.registry, { accessToken: 'at-old', refreshToken: 'rt-3' })
    expect(Exit.isSuccess(late.exit) && late.exit.value).toBe('at-rt-3+')
    await expect
      .poll(
        async () => {
          await b!.renewal.refresh('rt-3', true)
          return calls.length
        },
        { timeout: 5000, interval: 100 },
      )
      .toBe(2)
  })

  it('a waiter that hears nothing within the lock time to live refreshes itself', async () => {
    const { calls, refresh } = provider()
    const [a] = instances(refresh, { lockMs: 200 })
    // A leader that took the lock and died: nothing is ever published.
    const { renewalId } = await import('./renewalSeal.ts')
    expect(await a!.shared.locks.acquire(`renewal-lock:${renewalId('rt-4')}`, 200)).toBe(true)
    const exit = await a!.renewal.refresh('rt-4', true)
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(calls).toEqual(['rt-4'])
  })

  it('without rotation, reuses a stored pair only while its access token lives', async () => {
    const { calls, refresh } = provider({ accessLivesS: -1 })
    const [a, b] = instances(refresh)
    await a!.renewal.refresh('rt-5', false)
    await b!.renewal.refresh('rt-5', false)
    expect(calls).toEqual(['rt-5', 'rt-5'])
  })

  it('never writes or publishes a raw token', async () => {
    const { refresh } = provider()
    const [shared] = stores[kind]!()
    const written: string[] = []
    const spy: Shared = {
      ...shared,
      entries: {
        ...shared.entries,
        set: (key, value, ttl) => {
          written.push(key, Buffer.from(value).toString())
          return shared.entries.set(key, value, ttl)
        },
      },
      bus: {
        ...shared.bus,
        publish: (channel, message) => {
          written.push(channel, message)
          return shared.bus.publish(channel, message)
        },
      },
    }
    const renewal = sharedRenewal(spy, refresh, { aliasMs: 1000 })
    await renewal.refresh('rt-secret-6', true)
    await renewal.delivered('rt-secret-6')
    expect(written.length).toBeGreaterThan(2)
    expect(written.filter((text) => text.includes('rt-secret-6'))).toEqual([])
  })
})

it('refreshes alone when the Shared fails (Redis away), instead of failing the request', async () => {
  const { calls, refresh } = provider()
  const broken = memoryShared()
  const down = () => Promise.reject(new Error('Connection is closed.'))
  const renewal = sharedRenewal({ ...broken, entries: { ...broken.entries, get: down } }, refresh, {
    aliasMs: 1000,
  })
  expect(Exit.isSuccess(await renewal.refresh('rt-7', true))).toBe(true)
  expect(calls).toEqual(['rt-7'])
})
