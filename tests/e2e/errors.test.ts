import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { notFoundTexts } from '../../models/site.ts'
import { startProcess } from '../../scripts/stack.ts'
import { h1Of } from './support/site.ts'

/** A second site process whose content service is unreachable: every content page fails. */
describe('when the content service is down', () => {
  let site: { url: string; child: ChildProcess } | undefined
  let printed = ''

  beforeAll(async () => {
    const env = {
      ...process.env,
      ...inject('siteEnv'),
      SANITY_API_HOST: 'http://127.0.0.1:9',
      PORT: '0',
      LOG_FORMAT: 'json',
    }
    site = await startProcess('site-no-content', 'scripts/serve.ts', env, (text) => {
      printed += text
    })
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

  // One record per line, as log pipelines read them: a JSON line, or a one-line `[area] …` notice (the
  // breaker opening). A dumped error object (its fields and stack on lines of their own) is neither.
  it('logs the outage one record per line, each failed read with its request id', async () => {
    const response = await fetch(`${site?.url}/studio/pricing`)
    await response.body?.cancel()
    expect(response.status).toBe(503)
    const id = response.headers.get('x-request-id')
    const sitemap = await fetch(`${site?.url}/sitemap.xml`)
    await sitemap.body?.cancel()
    expect(sitemap.status).toBe(503)
    await expect
      .poll(() => printed.includes(`"req":"${id}","method":"GET","path":"/studio/pricing"`))
      .toBe(true)
    const lines = printed
      .split('\n')
      .map((line) => line.replace(/^\[site-no-content\] /, ''))
      .filter(Boolean)
    for (const line of lines) expect(line).toMatch(/^(\{.*\}|\[[a-z ]+\] \S.*)$/)
    const records = lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line))
    const failed = records.filter((record) => record.req === id && record.msg === 'upstream call failed')
    expect(failed.map((record) => record.service)).toContain('content')
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
