/**
 * GET /api/shell: the page data client-side navigation reads (src/content/page.functions.ts), and the
 * route rules' redirects as the browser router follows them after hydration.
 */
import { describe, expect, it } from 'vitest'
import { routeRules } from '../../models/routes/meta.ts'
import { maxPathLength, resolvePath } from '../../models/routes/resolve.ts'
import type { ShellResult } from '../../src/shell/types.ts'
import { usePage, visitThroughHistory } from './support/browser.ts'
import { stubExternalMedia } from './support/media.ts'
import { baseUrl } from './support/site.ts'

async function shell(query: string): Promise<{ status: number; body: ShellResult & { message?: string } }> {
  const response = await fetch(new URL(`/api/shell${query}`, baseUrl()), { redirect: 'manual' })
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return { status: response.status, body: await response.json() }
}

const shellOf = (path: string, search = '') => shell(`?${new URLSearchParams({ path, search })}`)

describe('GET /api/shell', () => {
  it('answers a table path with 200 and what the path resolves to', async () => {
    for (const path of ['/', '/studio', '/studio/downloads/2.3.1/win']) {
      const { status, body } = await shellOf(path)
      expect(status, path).toBe(200)
      expect(body.status === 200 && body.resolved, path).toEqual(resolvePath(path))
    }
  })

  it('answers an unknown path or a missing document with 404 and the spec message', async () => {
    for (const path of ['/no-such-page', '/hex-fx/tutorials', '/studio/downloads/9.9.9/win']) {
      const { status, body } = await shellOf(path)
      expect(status, path).toBe(404)
      expect(body).toMatchObject({ status: 404, path, message: `Page not found: ${path}` })
    }
  })

  it('hands a route rule to the browser as data: 200 with the status and target', async () => {
    for (const [path, rule] of Object.entries(routeRules)) {
      const { status, body } = await shellOf(path)
      expect(status, path).toBe(200)
      expect(body).toEqual({ status: rule.statusCode, path, location: rule.to })
    }
  })

  it('refuses a missing or relative path with 400 and bounds what a huge path echoes', async () => {
    for (const query of ['', '?search=a', '?path=studio', '?path=https%3A%2F%2Fevil.example%2F']) {
      const { status, body } = await shell(query)
      expect(status, query).toBe(400)
      expect(body.message).toBe('path must be a site path')
    }
    const huge = `/${'a'.repeat(4_000)}`
    const { status, body } = await shellOf(huge, 'q='.repeat(2_000))
    expect(status).toBe(404)
    expect(body.path.length).toBe(maxPathLength + 1)
  })
})

describe('route rules after hydration', () => {
  const handle = usePage()
  stubExternalMedia(handle)

  it('follows a relative target client-side, keeping the document', async () => {
    await handle.page.goto('/studio')
    await handle.page.waitForFunction(() => !('$_TSR' in window))
    await handle.page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const rule = routeRules['/dj']
    await visitThroughHistory(handle.page, '/dj')
    await handle.page.waitForURL((url) => url.pathname === rule?.to)
    await expect(handle.page.evaluate(() => 'sameDocument' in window)).resolves.toBe(true)
    expect(handle.errors).toEqual([])
  })

  it('leaves the site by a full navigation for an absolute target', async () => {
    const target = routeRules['/support']?.to ?? ''
    await handle.context.route(`${target}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Support</title>' }),
    )
    await handle.page.goto('/studio')
    await handle.page.waitForFunction(() => !('$_TSR' in window))
    await visitThroughHistory(handle.page, '/support')
    await handle.page.waitForURL(target)
    await expect(handle.page.title()).resolves.toBe('Support')
  })

  it("decides a rule from the build's manifest, without asking the server", async () => {
    const { page } = handle
    const asked: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/shell') asked.push(url.searchParams.get('path') ?? '')
      if (url.pathname.startsWith('/builds/meta/')) asked.push(url.pathname)
    })
    await page.goto('/studio')
    await page.waitForFunction(() => !('$_TSR' in window))
    const { id: buildId } = await (await page.request.get('/builds/latest.json')).json()
    await visitThroughHistory(page, '/dj')
    await page.waitForURL((url) => url.pathname === routeRules['/dj']?.to)
    expect(asked).toContain(`/builds/meta/${buildId}.json`)
    // the manifest answered: the shell was never asked about /dj (the next test sees that request)
    expect(asked).not.toContain('/dj')
    expect(handle.errors).toEqual([])
  })

  it('only logs a manifest that cannot be fetched: the server still applies the rule', async () => {
    const { page } = handle
    const warnings: string[] = []
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
    await page.route('**/builds/meta/**', (route) => route.fulfill({ status: 404 }))
    const shellAsked = page.waitForRequest(
      (r) =>
        new URL(r.url()).pathname === '/api/shell' && new URL(r.url()).searchParams.get('path') === '/dj',
    )
    await page.goto('/studio')
    await page.waitForFunction(() => !('$_TSR' in window))
    await visitThroughHistory(page, '/dj')
    await shellAsked
    await page.waitForURL((url) => url.pathname === routeRules['/dj']?.to)
    await expect
      .poll(() => warnings.some((w) => w.includes('[route-rules] app manifest fetch failed')))
      .toBe(true)
    // the browser's own line about the 404 is the only error
    expect(handle.errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([])
  })
})
