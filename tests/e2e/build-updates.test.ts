import { describe, expect, it } from 'vitest'
import { isAppManifest, matchRouteRules } from '../../models/appManifest.ts'
import { routeRules } from '../../models/routes/meta.ts'
import { scriptAssets } from '../bench/initial-js.ts'
import { usePage } from './support/browser.ts'

/** Console errors of the app (the browser's own network log lines are not the app's). */
const appErrors = (handle: ReturnType<typeof usePage>) =>
  handle.errors.filter((e) => !e.startsWith('Failed to load resource'))

/** A client-side link of the header (the router handles it). */
const studioLink = (handle: ReturnType<typeof usePage>) =>
  handle.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Studio' })

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
    // the build's app manifest carries the site's route rules as a matcher
    const manifest = await (await page.request.get(`/builds/meta/${published.id}.json`)).json()
    expect(isAppManifest(manifest)).toBe(true)
    for (const [path, rule] of Object.entries(routeRules)) {
      expect(matchRouteRules(manifest.matcher, path).redirect).toEqual(rule)
    }
    // two polls of the real latest.json, each with a cache-busting timestamp, change nothing
    for (let i = 0; i < 2; i++) {
      const poll = await page.waitForRequest((r) => /\/builds\/latest\.json\?t=\d+$/.test(r.url()))
      await poll.response()
    }
    await expect(page.evaluate(() => document.documentElement.dataset.buildUpdate)).resolves.toBe('current')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await studioLink(handle).click()
    await page.waitForURL((url) => url.pathname === '/studio')
    await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(true)
    expect(appErrors(handle)).toEqual([])
  })

  it('keeps XState out of the initial JavaScript: the poller arrives as its own chunk once idle', async () => {
    const { page } = handle
    const html = await (await page.request.get('/studio')).text()
    const initial = scriptAssets(html)
    expect(initial.length).toBeGreaterThan(0)
    for (const asset of initial) {
      const code = await (await page.request.get(asset)).text()
      expect(code.includes('xstate.init'), `${asset} contains XState`).toBe(false)
    }
    const loaded: string[] = []
    page.on('response', (r) => r.url().endsWith('.js') && loaded.push(new URL(r.url()).pathname))
    await page.goto('/studio')
    await pollerState(handle, 'current')
    const withXState: string[] = []
    for (const asset of new Set(loaded)) {
      if ((await (await page.request.get(asset)).text()).includes('xstate.init')) withXState.push(asset)
    }
    expect(withXState.length).toBeGreaterThan(0) // the poller brought XState along...
    for (const asset of withXState) expect(initial).not.toContain(asset) // ...after the first load
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
    await studioLink(handle).click()
    await documentRequest
    await page.waitForURL((url) => url.pathname === '/studio')
    await page.waitForLoadState('load')
    await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(false)
    expect(appErrors(handle)).toEqual([])
  })
})
