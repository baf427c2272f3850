import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startProcess } from '../../scripts/stack.ts'
import { immutableCacheControl } from '../../src/security/headers.ts'
import { baseUrl } from './support/site.ts'

/** One request per response kind the server sends (decision 060). */
async function responseKinds(base: string): Promise<Array<[string, Response]>> {
  const at = (path: string, init?: RequestInit) => fetch(new URL(path, base), { redirect: 'manual', ...init })
  const page = await at('/studio')
  const html = await page.clone().text()
  const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  if (!asset) throw new Error('no hashed script in the page')
  return [
    ['HTML page', page],
    ['HTML not-found page', await at('/no/such/page')],
    ['JSON', await at('/api/shell?path=/studio')],
    ['XML', await at('/sitemap.xml')],
    ['text', await at('/robots.txt')],
    ['hashed asset', await at(asset)],
    ['plain static file', await at('/favicon.svg')],
    ['redirect', await at('/studio/')],
  ]
}

function expectBaseline(kind: string, response: Response): void {
  const h = response.headers
  expect(h.get('referrer-policy'), kind).toBe('strict-origin-when-cross-origin')
  expect(h.get('x-content-type-options'), kind).toBe('nosniff')
  expect(h.get('x-frame-options'), kind).toBe('DENY')
  expect(h.get('permissions-policy'), kind).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/)
}

describe('security headers on every response kind', () => {
  it('sends each baseline header, and no HSTS while the site is plain http', async () => {
    const kinds = await responseKinds(baseUrl())
    expect(kinds.find(([k]) => k === 'redirect')?.[1].status).toBeGreaterThanOrEqual(300)
    for (const [kind, response] of kinds) {
      expectBaseline(kind, response)
      expect(response.headers.get('strict-transport-security'), kind).toBeNull()
    }
  })

  it('caches hashed assets for a year, immutable, and nothing else', async () => {
    for (const [kind, response] of await responseKinds(baseUrl())) {
      const cache = response.headers.get('cache-control')
      if (kind === 'hashed asset') expect(cache).toBe(immutableCacheControl)
      else expect(cache ?? '', kind).not.toContain('immutable')
    }
  })
})

describe('with an https public address', () => {
  let site: { url: string; child: ChildProcess } | undefined
  beforeAll(async () => {
    const env = { ...process.env, ...inject('siteEnv'), SITE_URL: 'https://www.example.com', PORT: '0' }
    site = await startProcess('site-https', 'scripts/serve.ts', env)
  })
  afterAll(() => {
    site?.child.kill('SIGTERM')
  })

  it('adds HSTS to every response kind', async () => {
    for (const [kind, response] of await responseKinds(site?.url ?? '')) {
      expectBaseline(kind, response)
      expect(response.headers.get('strict-transport-security'), kind).toMatch(/^max-age=31536000/)
    }
  })
})
