import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { notFoundTexts } from '../../models/site.ts'
import { startProcess } from '../../scripts/stack.ts'
import { h1Of } from './support/site.ts'

/** A second site process whose content service is unreachable: every content page fails. */
describe('when the content service is down', () => {
  let site: { url: string; child: ChildProcess } | undefined

  beforeAll(async () => {
    const env = { ...process.env, ...inject('siteEnv'), SANITY_API_HOST: 'http://127.0.0.1:9', PORT: '0' }
    site = await startProcess('site-no-content', 'scripts/serve.ts', env)
  })
  afterAll(() => {
    site?.child.kill('SIGTERM')
  })

  // An outage (the content service refuses connections) is 503 with Retry-After, not a 500 (issue 15,
  // docs/caching.md): the visitor is told to come back, and the read deadline is not waited out.
  it('shows the not-found page with status 503, Retry-After, and no stack trace or internal message', async () => {
    for (const path of ['/', '/studio', '/studio/downloads/2.3.1/win']) {
      const response = await fetch(`${site?.url}${path}`)
      const html = await response.text()
      expect(response.status, path).toBe(503)
      expect(response.headers.get('retry-after'), path).toMatch(/^\d+$/)
      expect(h1Of(html)).toBe(notFoundTexts.heading)
      expect(html).toContain('data-status="503"')
      expect(html).not.toMatch(/\bat .*\.(js|ts):\d+|ContentUnavailable|ECONNREFUSED|127\.0\.0\.1:9/)
    }
  })

  it('is alive but not ready: /healthz 200, /readyz 503 naming the content service', async () => {
    const health = await fetch(`${site?.url}/healthz`)
    expect(health.status).toBe(200)
    await health.body?.cancel()
    const ready = await fetch(`${site?.url}/readyz`)
    expect(ready.status).toBe(503)
    const body = (await ready.json()) as { ready: boolean; checks: Record<string, string> }
    expect(body.ready).toBe(false)
    expect(body.checks.content).not.toBe('ok')
  })

  it('still answers unknown paths with 404, without asking the content service', async () => {
    const response = await fetch(`${site?.url}/hex-fx/tutorials`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('data-error-message="Page not found: /hex-fx/tutorials"')
  })
})

describe('start-up validation', () => {
  it('refuses a malformed GTM_ID with one clear line, no stack trace, exit 78, before serving anything', async () => {
    const env = { ...process.env, ...inject('siteEnv'), GTM_ID: 'gtm-lowercase', PORT: '0' }
    const failure = (await startProcess('site-bad-gtm', 'scripts/serve.ts', env).catch((e) => e)) as Error & {
      exitCode?: number
    }
    expect(failure.exitCode).toBe(78)
    expect(failure.message).toMatch(/GTM_ID "gtm-lowercase": must be GTM- or G- followed by/)
    expect(failure.message.match(/GTM_ID/g)).toHaveLength(1)
    expect(failure.message).not.toMatch(/^\s+at /m)
  })
})
