import { describe, expect, it } from 'vitest'
import { chunkReloadStorageKey } from '../../models/chunkReload.ts'
import { usePage } from './support/browser.ts'

describe('lazy chunk failures', () => {
  const handle = usePage()

  it('reload the page once, and not twice, when a route chunk cannot be loaded', async () => {
    const { page } = handle
    const documents: string[] = []
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(new URL(r.url()).pathname)
    })
    const boots: string[] = []
    page.on('console', (m) => m.text().startsWith('boot ') && boots.push(m.text().slice(5)))
    await page.addInitScript(() => console.info(`boot ${location.pathname}`))
    const loaded = new Set<string>()
    page.on('requestfinished', (r) => loaded.add(new URL(r.url()).pathname))
    await page.goto('/no-such-page')
    // everything the page loads by itself has arrived once the idle-time poller runs
    await page.waitForFunction(() => document.documentElement.dataset.buildUpdate === 'current')
    // a deploy removed every chunk this page has not loaded yet
    await page.route('**/assets/*.js', (route) =>
      loaded.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
    )

    // a click without hovering first: a failed preload on hover would reload the page by itself
    await page.locator('.not-found__links a', { hasText: 'Home' }).evaluate((a: HTMLElement) => a.click())
    await expect.poll(() => boots).toEqual(['/no-such-page', '/'])
    await page.waitForLoadState('load')
    // the reloaded page fails the same chunk while hydrating: suppressed, no second reload
    const record = await page.evaluate((key) => sessionStorage.getItem(key), chunkReloadStorageKey)
    expect(JSON.parse(record ?? '{}')).toMatchObject({ path: '/', expires: expect.any(Number) })
    await page.waitForTimeout(1500)
    expect(documents).toEqual(['/no-such-page', '/'])
    expect(boots).toEqual(['/no-such-page', '/'])
  })

  it('reload the page where it was, scroll position kept, when a chunk fails outside a navigation', async () => {
    const { page } = handle
    const boots: string[] = []
    page.on('console', (m) => m.text().startsWith('boot ') && boots.push(m.text().slice(5)))
    await page.addInitScript(() => console.info(`boot ${location.pathname}`))
    const loaded = new Set<string>()
    page.on('requestfinished', (r) => loaded.add(new URL(r.url()).pathname))
    await page.goto('/studio')
    await page.waitForFunction(() => document.documentElement.dataset.buildUpdate === 'current')
    await page.evaluate(() => scrollTo(0, 600))
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(600)
    await page.route('**/assets/*.js', (route) =>
      loaded.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
    )
    // what hovering a link to the homepage does: preload its route chunk, which is gone
    await page.evaluate(() => {
      // biome-ignore lint/suspicious/noExplicitAny: the router's own global in the browser
      void (window as any).__TSR_ROUTER__.preloadRoute({ to: '/' })
    })
    await expect.poll(() => boots).toEqual(['/studio', '/studio'])
    await page.waitForFunction(() => document.documentElement.dataset.buildUpdate === 'current')
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(600)
  })
})
