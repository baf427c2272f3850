/**
 * The renewal figures of issue 5, against the real stand-in: the site's own session code
 * (src/account: the platform, its session registry and customer runner) with the live Identity client, and the
 * running site itself. Each test has the stand-in expire the access token it starts from.
 */
import { Effect, Exit } from 'effect'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { accountsSettingsFromEnv } from '../../services/accounts/http/config.ts'
import { Identity } from '../../services/accounts/identity/Identity.ts'
import { accountServicesLayer } from '../../services/accounts/layer.ts'
import { cookieNames } from '../../src/identity/cookies.ts'
import { forCustomer } from '../../src/identity/customer.server.ts'
import { createAccountPlatform, type PlatformOptions } from '../../src/identity/platform.server.ts'
import {
  countOf,
  demoCustomer,
  expireAccessTokens,
  refreshRoute,
  sandbox,
  sleep,
} from './support/identity.ts'

const settings = accountsSettingsFromEnv(inject('siteEnv'))
const layer = accountServicesLayer(settings)

/** The site's own account platform (runtime, registry) over the live services, as the server builds it. */
const sitePlatform = (options: PlatformOptions = {}) =>
  createAccountPlatform(
    layer,
    {
      identityUrl: settings.baseUrls.identity,
      appId: settings.appId,
      cookieDomain: undefined,
      siteUrl: 'http://127.0.0.1:1',
      allowedOrigins: [],
      cookieKey: 'e2e-cookie-key',
    },
    options,
  )

const getMe = (platform: ReturnType<typeof sitePlatform>, request: Request) =>
  forCustomer(
    platform,
    request,
    Identity.use((identity) => identity.getMe()),
  )

const identity = {
  login: (input: { email_address: string; password: string }) =>
    Effect.runPromiseExit(Identity.use((i) => i.login(input)).pipe(Effect.provide(layer))),
}

/** Signs the demo customer in through the login API and has the stand-in expire the access token. */
async function expiredSession() {
  const exit = await identity.login({ email_address: demoCustomer.email, password: demoCustomer.password })
  if (!Exit.isSuccess(exit)) throw new Error(`login failed: ${String(exit.cause)}`)
  await expireAccessTokens()
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
    const platform = sitePlatform()
    const before = await countOf(refreshRoute)
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () => getMe(platform, requestWith(tokens))),
    )
    const refreshCalls = (await countOf(refreshRoute)) - before
    const successes = outcomes.filter((o) => o.result.ok).length
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
    const platform = sitePlatform()
    const before = await countOf(refreshRoute)
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () => getMe(platform, requestWith(tokens))),
    )
    const refreshCalls = (await countOf(refreshRoute)) - before
    const typed = outcomes.filter(
      (o) => !o.result.ok && o.result.failure._tag === 'InvalidRefreshToken',
    ).length
    const cleared = outcomes.filter(
      (o) =>
        !o.signedIn &&
        o.cookies.some((c) => c.startsWith(`${cookieNames.access}=;`) && c.includes('Max-Age=0')) &&
        o.cookies.some((c) => c.startsWith(`${cookieNames.refresh}=;`) && c.includes('Max-Age=0')),
    ).length
    console.info(
      `[renewal figures] failing refresh: ${refreshCalls} refresh call(s), ${typed}/100 typed failures, ${cleared}/100 cleared cookies`,
    )
    expect([refreshCalls, typed, cleared]).toEqual([1, 100, 100])
  }, 30_000)

  it('a rotated-away refresh token still leads to the session inside the alias window, and is refused after it', async () => {
    const tokens = await expiredSession()
    const platform = sitePlatform({ aliasMs: 400 })
    const first = await getMe(platform, requestWith(tokens))
    expect(first.result.ok).toBe(true)
    first.deliver()
    const rotated = first.cookies.find((c) => c.startsWith(`${cookieNames.refresh}=`))
    expect(rotated).toBeDefined()
    // A request that left the browser before the new cookies arrived: still the customer.
    await expect(getMe(platform, requestWith(tokens))).resolves.toMatchObject({
      signedIn: true,
      result: { ok: true },
    })
    // The same old token replayed after the window, however active the customer has been since.
    await sleep(500)
    const replay = await getMe(platform, requestWith(tokens))
    expect(replay).toMatchObject({
      signedIn: false,
      result: { ok: false, failure: { _tag: 'InvalidRefreshToken' } },
    })
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
