/**
 * The renewal figures of issue 5, against the real stand-in: the site's own session code
 * (src/auth/context.server.ts, machines/sessionRegistry.ts) with the live Identity client, and the
 * running site itself. Access tokens live 2 s in this stack (support/env.ts).
 */
import { Effect, Exit, Layer } from 'effect'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { createSessionRegistry } from '../../machines/sessionRegistry.ts'
import { AccountsConfig, accountsSettingsFromEnv } from '../../services/http/config.ts'
import { Identity, IdentityLive, type IdentityShape } from '../../services/identity/Identity.ts'
import { type AuthContext, failureOf, withSession } from '../../src/auth/context.server.ts'
import { cookieNames } from '../../src/auth/cookies.ts'
import { countOf, demoCustomer, refreshRoute, sandbox, sleep } from './support/identity.ts'

const settings = accountsSettingsFromEnv(inject('siteEnv'))
const identity: IdentityShape = Effect.runSync(
  Effect.gen(function* () {
    return yield* Identity
  }).pipe(Effect.provide(IdentityLive.pipe(Layer.provide(Layer.succeed(AccountsConfig, settings))))),
)

function siteContext(): AuthContext {
  return {
    identity,
    registry: createSessionRegistry({ refresh: (rt, rotate) => identity.refreshTokens(rt, { rotate }) }),
    identityUrl: settings.baseUrls.identity,
    appId: settings.appId,
    cookieDomain: undefined,
    siteUrl: 'http://127.0.0.1:1',
    allowedOrigins: [],
  }
}

/** Signs the demo customer in through the login API and waits until the access token has expired. */
async function expiredSession() {
  const exit = await Effect.runPromiseExit(
    identity.login({ email_address: demoCustomer.email, password: demoCustomer.password }),
  )
  if (!Exit.isSuccess(exit)) throw new Error(`login failed: ${String(exit.cause)}`)
  await sleep(3100)
  const { access, refresh } = exit.value.tokens
  return { access: access.token, refresh: refresh.token }
}

const requestWith = (tokens: { access: string; refresh: string }) =>
  new Request('http://127.0.0.1:1/account', {
    headers: {
      cookie: `${cookieNames.access}=${encodeURIComponent(tokens.access)}; ${cookieNames.refresh}=${encodeURIComponent(tokens.refresh)}`,
    },
  })

describe('token renewal against the stand-in', () => {
  afterEach(async () => {
    await sandbox('DELETE', '/faults')
  })

  it('100 concurrent requests with an expired access token: 1 refresh call, 100 successes', async () => {
    const tokens = await expiredSession()
    const context = siteContext()
    const before = await countOf(refreshRoute)
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () => withSession(context, requestWith(tokens), (c) => identity.getMe(c))),
    )
    const refreshCalls = (await countOf(refreshRoute)) - before
    const successes = outcomes.filter((o) => Exit.isSuccess(o.exit)).length
    console.info(
      `[renewal figures] expired access token: ${refreshCalls} refresh call(s), ${successes}/100 successes`,
    )
    expect(refreshCalls).toBe(1)
    expect(successes).toBe(100)
    // Every response carries the rotated pair, so the browser stores the new refresh token.
    const rotated = outcomes.map((o) => o.cookies.find((c) => c.startsWith(`${cookieNames.refresh}=`)))
    expect(new Set(rotated).size).toBe(1)
    expect(rotated[0]).not.toContain(encodeURIComponent(tokens.refresh))
  }, 30_000)

  it('100 concurrent requests with a failing refresh: 1 refresh call, 100 typed failures, cookies cleared', async () => {
    const tokens = await expiredSession()
    await sandbox('POST', '/faults', {
      service: 'identity',
      method: 'POST',
      path: '/api/v2/tokens/refresh',
      kind: 'error',
      status: 400,
      code: 1001,
      error: 'Invalid refresh token',
    })
    const context = siteContext()
    const before = await countOf(refreshRoute)
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () => withSession(context, requestWith(tokens), (c) => identity.getMe(c))),
    )
    const refreshCalls = (await countOf(refreshRoute)) - before
    const typed = outcomes.filter((o) => failureOf(o.exit)?._tag === 'InvalidRefreshToken').length
    const cleared = outcomes.filter(
      (o) =>
        o.ended &&
        o.cookies.some((c) => c.startsWith(`${cookieNames.access}=;`) && c.includes('Max-Age=0')) &&
        o.cookies.some((c) => c.startsWith(`${cookieNames.refresh}=;`) && c.includes('Max-Age=0')),
    ).length
    console.info(
      `[renewal figures] failing refresh: ${refreshCalls} refresh call(s), ${typed}/100 typed failures, ${cleared}/100 cleared cookies`,
    )
    expect([refreshCalls, typed, cleared]).toEqual([1, 100, 100])
  }, 30_000)

  it('the running site renews once for 20 concurrent page loads of one customer', async () => {
    const tokens = await expiredSession()
    const before = await countOf(refreshRoute)
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${inject('baseUrl')}/account`, { headers: requestWith(tokens).headers, redirect: 'manual' }),
      ),
    )
    const pages = await Promise.all(responses.map((r) => r.text()))
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200))
    expect(pages.every((html) => html.includes(demoCustomer.email))).toBe(true)
    expect(responses.every((r) => r.headers.get('cache-control')?.includes('no-store'))).toBe(true)
    expect((await countOf(refreshRoute)) - before).toBe(1)
  }, 60_000)
})
