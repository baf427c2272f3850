/**
 * The server's HTML is painted before the framework is even requested (docs/decisions/133): the page
 * references only the small entry, which imports hydration once the first contentful paint is reported
 * and the priority (hero) image has loaded. Checked by the order of the browser's own timing entries,
 * not by durations, on pages with and without a hero image.
 */
import { describe, expect, it } from 'vitest'
import { hydrated, usePage } from './support/browser.ts'
import { demoCustomers, signInAs } from './support/identity.ts'
import { baseUrl, get } from './support/site.ts'

describe('first paint before the framework', () => {
  const handle = usePage({ viewport: { width: 412, height: 823 } })

  it.each(['/', '/studio/tutorials/how-to-make-a-beat', '/studio/downloads/2.3.1/win', '/no-such-page'])(
    '%s: the HTML names no framework chunk, which is requested only after the paint and the hero',
    async (path) => {
      const { html } = await get(path)
      expect(html).not.toMatch(/\/assets\/framework-/)
      const { page, errors } = handle
      await page.goto(path)
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
        const framework = resources.find((r) => /\/assets\/framework-[\w-]+\.js$/.test(r.name))
        const heroes = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')]
        const heroEnds = heroes.map((img) => resources.find((r) => r.name === img.currentSrc)?.responseEnd)
        return { paint: paint?.startTime, framework: framework?.startTime, heroEnds }
      })
      expect(timing.paint, 'first contentful paint').toBeTypeOf('number')
      expect(timing.framework, 'framework requested').toBeTypeOf('number')
      expect(timing.framework).toBeGreaterThanOrEqual(timing.paint as number)
      for (const end of timing.heroEnds) {
        expect(end, 'hero image loaded').toBeTypeOf('number')
        expect(timing.framework).toBeGreaterThanOrEqual(end as number)
      }
      // The not-found page's own 404 status is the one console message Chromium logs.
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([])
    },
  )

  it('an account screen, signed in, names only the entry too, and the framework comes after the paint', async () => {
    // Signing in loads the framework into the browser's cache; from the cache too, a preload in the HTML
    // would fetch it while the page is parsed, before the paint (decision 282).
    await signInAs(handle, '/account/licences', demoCustomers.ana)
    const { page, errors } = handle
    const response = await page.request.get('/account/artwork')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('artwork')
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])
    expect(preloads.length).toBeGreaterThan(0)
    for (const href of preloads) expect(href).toMatch(/^\/assets\/(index|preload-helper)-[\w-]+\.js$/)
    expect(html).not.toMatch(/\/assets\/(framework|account-kit)-/)
    await page.goto('/account/artwork')
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const framework = resources.find((r) => /\/assets\/framework-[\w-]+\.js$/.test(r.name))
      return { paint: paint?.startTime, framework: framework?.startTime }
    })
    expect(timing.paint, 'first contentful paint').toBeTypeOf('number')
    expect(timing.framework, 'framework requested').toBeTypeOf('number')
    expect(timing.framework).toBeGreaterThanOrEqual(timing.paint as number)
    expect(errors).toEqual([])
  })

  it('keeps where a visitor scrolled before the page hydrated', async () => {
    // A page of its own: the handle's page waits for hydration on goto, which is held here.
    const page = await handle.context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // Hold the hydration chunk until the visitor has scrolled, so the order is certain.
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/hydrate-*.js', async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/studio', { waitUntil: 'load' })
    await expect(page.evaluate(() => '$_TSR' in window)).resolves.toBe(true)
    await page.evaluate(() => scrollTo(0, 900))
    release()
    await hydrated(page)
    // Hydration renders, and the router's scroll restoration runs with that render: the position stays.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    await expect(page.evaluate(() => scrollY)).resolves.toBe(900)
    expect(errors).toEqual([])
    await page.close()
  })

  it('names raster icons only: an SVG icon is a whole SVG document built on the main thread (decision 294)', async () => {
    const { html } = await get('/studio')
    const named = [...html.matchAll(/<link rel="[^"]*icon"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '')
    expect(named).toEqual(['/favicon.png'])
    // Home screens ask for this one by its conventional name.
    for (const href of [...named, '/apple-touch-icon.png']) {
      const response = await fetch(new URL(href, baseUrl()))
      expect(response.status, href).toBe(200)
      expect(response.headers.get('content-type'), href).toBe('image/png')
      // The PNG signature: the bytes are an image, not a page answering for a missing file.
      expect([...new Uint8Array(await response.arrayBuffer()).slice(0, 4)], href).toEqual([
        0x89, 0x50, 0x4e, 0x47,
      ])
    }
  })
})
