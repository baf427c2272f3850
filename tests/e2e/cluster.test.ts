/**
 * Two site instances on Redis behind the round-robin balancer (issue 15 item 5), a cluster of its own
 * (never the suite's shared stack): 100 concurrent requests of one customer whose access token has
 * expired, spread over both instances, make exactly one refresh call at the identity stand-in.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Effect, Exit } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningCluster, startCluster } from '../../scripts/clusterStack.ts'
import { accountsSettingsFromEnv } from '../../services/accounts/http/config.ts'
import { Identity } from '../../services/accounts/identity/Identity.ts'
import { accountServicesLayer } from '../../services/accounts/layer.ts'
import { cookieNames } from '../../src/identity/cookies.ts'
import { e2eEnv } from './support/env.ts'
import { demoCustomer, expireAccessTokens, refreshRoute } from './support/identity.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'site-cluster-'))
let cluster: RunningCluster

beforeAll(async () => {
  cluster = await startCluster({ port: 0, dataDir, freePorts: true, env: e2eEnv })
})

afterAll(async () => {
  await cluster?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const standIn = (path: string, init?: RequestInit) =>
  fetch(`${cluster.stack.sandboxUrls.accounts}${path}`, init).then((r) => r.json())

async function refreshCalls(): Promise<number> {
  const stats = (await standIn('/__sandbox/stats')) as { routes: Record<string, number> }
  return stats.routes[refreshRoute] ?? 0
}

/** Signs the demo customer in through the login API and has the stand-in expire the access token. */
async function expiredTokens() {
  const layer = accountServicesLayer(accountsSettingsFromEnv(cluster.stack.siteEnv))
  const exit = await Effect.runPromiseExit(
    Identity.use((i) => i.login({ email_address: demoCustomer.email, password: demoCustomer.password })).pipe(
      Effect.provide(layer),
    ),
  )
  if (!Exit.isSuccess(exit)) throw new Error(`login failed: ${String(exit.cause)}`)
  const { access, refresh } = exit.value.tokens
  await expireAccessTokens(demoCustomer.email, cluster.stack.sandboxUrls.accounts)
  return { access: access.token, refresh: refresh.token }
}

describe('two site instances on Redis', () => {
  it('100 concurrent expired-token requests over both instances: 1 refresh call, 100 signed-in answers', async () => {
    const tokens = await expiredTokens()
    const cookie = `${cookieNames.access}=${encodeURIComponent(tokens.access)}; ${cookieNames.refresh}=${encodeURIComponent(tokens.refresh)}`
    const before = await refreshCalls()
    const sentBefore = [...cluster.balancer.sent]
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        fetch(`${cluster.siteUrl}/api/account/read/overview`, { headers: { cookie } }).then(async (r) => ({
          status: r.status,
          body: await r.text(),
          cookies: r.headers.getSetCookie(),
        })),
      ),
    )
    const calls = (await refreshCalls()) - before
    const signedIn = answers.filter((a) => a.status === 200 && a.body.includes(demoCustomer.email)).length
    console.info(`[cluster figures] ${calls} refresh call(s), ${signedIn}/100 signed in`)
    expect(cluster.balancer.sent.map((n, i) => n - (sentBefore[i] ?? 0))).toEqual([50, 50])
    expect(calls).toBe(1)
    expect(signedIn).toBe(100)
    // Both instances handed out the one rotated pair.
    const rotated = new Set(
      answers.map((a) => a.cookies.find((c) => c.startsWith(`${cookieNames.refresh}=`))),
    )
    expect(rotated.size).toBe(1)
    expect([...rotated][0]).not.toContain(encodeURIComponent(tokens.refresh))
  })

  it('shares the HTML cache: a page one instance rendered is a hit on the other, and a publish reaches both', async () => {
    // Through the balancer, which keeps the visitor's Host (part of the key when SITE_URL is unset) and
    // sends consecutive requests to alternate instances.
    const load = async (path: string) => {
      const sent = [...cluster.balancer.sent]
      const response = await fetch(`${cluster.siteUrl}${path}`, { headers: { accept: 'text/html' } })
      const instance = cluster.balancer.sent.findIndex((n, i) => n > (sent[i] ?? 0))
      return { instance, cache: response.headers.get('x-cache'), body: await response.text() }
    }
    const path = `/careers?from=cluster-${Date.now()}`
    const rendered = await load(path)
    const other = await load(path)
    expect(rendered.cache).toBe('miss')
    expect(other.instance).not.toBe(rendered.instance)
    // The other instance never rendered it: its answer is the entry the first one put in Redis.
    expect(other.cache).toBe('hit')

    await load('/')
    await load('/')
    const title = `Cluster publish ${Date.now()}`
    const published = await fetch(`${cluster.stack.sandboxUrls.content}/v2021-10-21/data/mutate/production`, {
      method: 'POST',
      headers: { authorization: 'Bearer sandbox-editor-token', 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ patch: { id: 'page_homepage', set: { title } } }] }),
    })
    expect(published.status).toBe(200)
    const seenOn = new Set<number>()
    while (seenOn.size < 2) {
      const answer = await load('/')
      if (answer.body.includes(title)) seenOn.add(answer.instance)
      else await new Promise((ok) => setTimeout(ok, 50))
    }
    expect([...seenOn].sort()).toEqual([0, 1])
  })
})
