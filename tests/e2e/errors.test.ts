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

  it('still answers unknown paths with 404, without asking the content service', async () => {
    const response = await fetch(`${site?.url}/hex-fx/tutorials`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('data-error-message="Page not found: /hex-fx/tutorials"')
  })
})

describe('start-up validation', () => {
  it('refuses a malformed GTM_ID with a clear error before serving anything', async () => {
    const env = { ...process.env, ...inject('siteEnv'), GTM_ID: 'gtm-lowercase', PORT: '0' }
    await expect(startProcess('site-bad-gtm', 'scripts/serve.ts', env)).rejects.toThrow(
      /GTM_ID "gtm-lowercase" is not a tag-manager id/,
    )
  })
})
