import { describe, expect, it } from 'vitest'
import { usePage } from './support/browser.ts'

/** Resolves once the lazily loaded poller has started and reports `state`. */
const pollerState = (handle: ReturnType<typeof usePage>, state: 'current' | 'outdated') =>
  handle.page.waitForFunction((s) => document.documentElement.dataset.buildUpdate === s, state)

describe('build-update polling', () => {
  const handle = usePage()

  it('keeps client-side navigation while the build is current', async () => {
    const { page } = handle
    await page.goto('/')
    await pollerState(handle, 'current')
    const published = await (await page.request.get('/builds/latest.json')).json()
    await expect(page.evaluate(() => document.documentElement.dataset.buildId)).resolves.toBe(published.id)
    // two polls of the real latest.json, each with a cache-busting timestamp, change nothing
    for (let i = 0; i < 2; i++) {
      const poll = await page.waitForRequest((r) => /\/builds\/latest\.json\?t=\d+$/.test(r.url()))
      await poll.response()
    }
    await expect(page.evaluate(() => document.documentElement.dataset.buildUpdate)).resolves.toBe('current')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('link', { name: 'Explore Studio' }).click()
    await page.waitForURL((url) => url.pathname === '/studio')
    await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(true)
    expect(handle.errors.filter((e) => !e.includes('404'))).toEqual([])
  })

  it('turns the next click into a full page load once a new build id is published', async () => {
    const { page } = handle
    const warnings: string[] = []
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
    await page.goto('/')
    await pollerState(handle, 'current')
    // a deploy happens: latest.json names another build, whose manifest cannot be fetched
    await page.route('**/builds/latest.json?*', (route) =>
      route.fulfill({ json: { id: 'e2e-next-build', timestamp: Date.now() } }),
    )
    await page.route('**/builds/meta/e2e-next-build.json', (route) => route.fulfill({ status: 404 }))
    const update = page.evaluate(
      () =>
        new Promise((ok) => addEventListener('app-manifest-update', (e) => ok((e as CustomEvent).detail))),
    )
    await pollerState(handle, 'outdated')
    await expect(update).resolves.toMatchObject({ id: 'e2e-next-build' })
    await expect
      .poll(() => warnings.some((w) => w.includes('[build-update] app manifest fetch failed')))
      .toBe(true)

    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const documentRequest = page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith('/studio'))
    await page.getByRole('link', { name: 'Explore Studio' }).click()
    await documentRequest
    await page.waitForURL((url) => url.pathname === '/studio')
    await page.waitForLoadState('load')
    await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(false)
    expect(handle.errors.filter((e) => !e.includes('404'))).toEqual([])
  })
})
