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
    await page.waitForFunction(() => !('$_TSR' in window))
    // a deploy removed every chunk this page has not loaded yet
    await page.route('**/assets/*.js', (route) =>
      loaded.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
    )

    await page.locator('.not-found__links a', { hasText: 'Home' }).click()
    await expect.poll(() => boots).toEqual(['/no-such-page', '/'])
    await page.waitForLoadState('load')
    // the reloaded page fails the same chunk while hydrating: suppressed, no second reload
    const record = await page.evaluate((key) => sessionStorage.getItem(key), chunkReloadStorageKey)
    expect(JSON.parse(record ?? '{}')).toMatchObject({ path: '/', expires: expect.any(Number) })
    await page.waitForTimeout(1500)
    expect(documents).toEqual(['/no-such-page', '/'])
    expect(boots).toEqual(['/no-such-page', '/'])
  })
})
