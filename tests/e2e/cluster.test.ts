/**
 * Two site instances on Redis behind the round-robin balancer (issue 15 item 5), a cluster of its own
 * (never the suite's shared stack): 100 concurrent requests of one customer whose access token has
 * expired, spread over both instances, make exactly one refresh call at the identity stand-in. Then
 * Debian's Prometheus scrapes both instances and answers the cache-hit ratio and the upstream latency
 * (issue 29, docs/operations.md), and an instance killed with SIGKILL comes back on its own port.
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
import { demoCustomer, demoCustomers, expireAccessTokens, refreshRoute } from './support/identity.ts'
import { startPrometheus } from './support/prometheus.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'site-cluster-'))
let cluster: RunningCluster

beforeAll(async () => {
  cluster = await startCluster({
    port: 0,
    dataDir,
    freePorts: true,
    env: e2eEnv,
    restart: true,
    log: () => {},
  })
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

/** A fresh session of `customer` through the login API: the tokens the site's cookies would hold. */
async function loggedIn(customer: { email: string; password: string } = demoCustomer) {
  const layer = accountServicesLayer(accountsSettingsFromEnv(cluster.stack.siteEnv))
  const exit = await Effect.runPromiseExit(
    Identity.use((i) => i.login({ email_address: customer.email, password: customer.password })).pipe(
      Effect.provide(layer),
    ),
  )
  if (!Exit.isSuccess(exit)) throw new Error(`login failed: ${String(exit.cause)}`)
  const { access, refresh } = exit.value.tokens
  return { access: access.token, refresh: refresh.token }
}

/** Signs the demo customer in through the login API and has the stand-in expire the access token. */
async function expiredTokens() {
  const tokens = await loggedIn()
  await expireAccessTokens(demoCustomer.email, cluster.stack.sandboxUrls.accounts)
  return tokens
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

  it('refuses the 11th password within the window on either instance, with a wait; the right one from another client still works', async () => {
    const thief = await loggedIn(demoCustomers.ben)
    const sessionCookie = `${cookieNames.access}=${encodeURIComponent(thief.access)}; ${cookieNames.refresh}=${encodeURIComponent(thief.refresh)}`
    const confirm = async (cookie: string, password: string) => {
      const response = await fetch(`${cluster.siteUrl}/api/account/security/confirm-password`, {
        method: 'POST',
        headers: {
          cookie,
          accept: 'application/json',
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ password }),
      })
      const browser = response.headers.getSetCookie().find((c) => c.startsWith('pulsewave_browser='))
      return { body: (await response.json()) as { ok: boolean; failure?: Record<string, unknown> }, browser }
    }
    const sentBefore = [...cluster.balancer.sent]
    // The first try makes the site meet this browser; from then on it carries its id, as a browser does.
    const first = await confirm(sessionCookie, 'wrong-password-1')
    const browser = first.browser?.split(';')[0] ?? ''
    expect(browser).toMatch(/^pulsewave_browser=/)
    const answers = [first.body]
    for (let i = 2; i <= 11; i += 1)
      answers.push((await confirm(`${sessionCookie}; ${browser}`, `wrong-password-${i}`)).body)
    // Consecutive tries went to both instances: the count is shared through Redis.
    const spread = cluster.balancer.sent.map((n, i) => n - (sentBefore[i] ?? 0))
    expect(spread.every((n) => n >= 5)).toBe(true)
    expect(answers.slice(0, 10).map((a) => a.failure?.code)).toEqual(Array(10).fill(2012))
    expect(answers[10]).toEqual({ ok: false, failure: { _tag: 'TooManyAttempts', retryAfterSeconds: 900 } })
    // The right password from the locked-out session and browser is refused too: it is not checked.
    expect(
      (await confirm(`${sessionCookie}; ${browser}`, demoCustomers.ben.password)).body.failure?._tag,
    ).toBe('TooManyAttempts')
    // Ben, signed in elsewhere (another session, another browser), is not held up by those failures.
    const owner = await loggedIn(demoCustomers.ben)
    const ownerCookie = `${cookieNames.access}=${encodeURIComponent(owner.access)}; ${cookieNames.refresh}=${encodeURIComponent(owner.refresh)}`
    expect((await confirm(ownerCookie, demoCustomers.ben.password)).body).toEqual({ ok: true })
  })

  it('Prometheus scrapes /metrics on both instances and its query API answers the cache-hit ratio and upstream latency', async () => {
    const targets = cluster.instanceUrls.map((url) => new URL(url).host)
    const prometheus = await startPrometheus(dataDir, targets)
    try {
      const path = `/careers?from=prometheus-${Date.now()}`
      for (let i = 0; i < 4; i++) {
        const page = await fetch(`${cluster.siteUrl}${path}`, { headers: { accept: 'text/html' } })
        await page.body?.cancel()
      }
      // What the instances say themselves, summed: the ratio Prometheus must arrive at.
      const counted = { hit: 0, all: 0 }
      for (const url of cluster.instanceUrls) {
        const text = await fetch(`${url}/metrics`).then((r) => r.text())
        for (const [, state, value] of text.matchAll(
          /^pulsewave_html_cache_answers_total\{state="(\w+)"\} (\S+)$/gm,
        )) {
          if (state === 'bypass') continue
          counted.all += Number(value)
          if (state === 'hit') counted.hit += Number(value)
        }
      }
      expect(counted.hit).toBeGreaterThan(0)
      const ratioQuery =
        'sum(pulsewave_html_cache_answers_total{state="hit"}) / sum(pulsewave_html_cache_answers_total{state=~"hit|stale|miss"})'
      // Waits on Prometheus's own answer: both targets up and a scrape taken after the page loads.
      let ratio: number | undefined
      while (ratio === undefined || Math.abs(ratio - counted.hit / counted.all) > 1e-9) {
        const up = await prometheus.query('sum(up{job="pulsewave"})')
        ratio = up[0]?.value === 2 ? (await prometheus.query(ratioQuery))[0]?.value : undefined
        await new Promise((ok) => setTimeout(ok, 200))
      }
      const latency = await prometheus.query(
        'sum by (service) (pulsewave_upstream_call_duration_seconds_sum) / sum by (service) (pulsewave_upstream_call_duration_seconds_count)',
      )
      const byService = Object.fromEntries(latency.map((row) => [row.labels.service, row.value]))
      console.info(
        `[cluster figures] Prometheus: cache-hit ratio ${ratio.toFixed(3)}; mean upstream latency ${JSON.stringify(byService)}`,
      )
      expect(byService.identity).toBeGreaterThan(0)
      expect(byService.content).toBeGreaterThan(0)
    } finally {
      await prometheus.stop()
    }
  }, 120_000)

  it('brings an instance that dies back on its own port', async () => {
    const crashed = cluster.instances[1]!
    const url = cluster.instanceUrls[1]!
    crashed.kill('SIGKILL')
    while (cluster.instances[1] === crashed) await new Promise((ok) => setTimeout(ok, 100))
    const answer = await fetch(`${url}/healthz`)
    expect(answer.status).toBe(200)
    expect(cluster.instances[1]?.pid).not.toBe(crashed.pid)
  }, 120_000)
})
