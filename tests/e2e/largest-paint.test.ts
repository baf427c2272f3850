/**
 * What a phone visitor sees paint largest is the page's own content (decision 283; issue 24 asks
 * Lighthouse 100 on `/search`, issue 26 that a notification never be an account screen's largest paint).
 * A notice is drawn a size below the page's text, so the banner that arrives after idle on a content page,
 * or comes with an account screen, is never the largest paint. A page without a hero loads its first
 * card picture first, as a hero's. Checked with the browser's own largest-contentful-paint entries at
 * Lighthouse's phone screen, with the seed's maintenance notice on screen.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { usePage } from './support/browser.ts'
import { ana, loadWithNotifications, signInAs } from './support/notifications.ts'
import { get } from './support/site.ts'

/** Every largest-contentful-paint entry of the next load: where its element is, and its size. */
async function recordLargestPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const entries: Array<{ banner: boolean; size: number; what: string }> = []
    Object.assign(window, { largestPaints: entries })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element; size: number }>)
        entries.push({
          banner: entry.element?.closest('.site-notifications') != null,
          size: entry.size,
          what: `${entry.element?.tagName} ${entry.element?.textContent?.slice(0, 40) ?? ''}`,
        })
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
}

async function largestPaints(page: Page) {
  // The browser reports an entry with the frame that painted it.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  return page.evaluate(
    () =>
      (window as unknown as { largestPaints: Array<{ banner: boolean; size: number; what: string }> })
        .largestPaints,
  )
}

describe('the largest paint is the page’s own', () => {
  const handle = usePage({ viewport: { width: 412, height: 823 } })

  // A short page: the banner, in the page's flow after the results, is on the phone's first screen.
  it('/search?q=remix: the notice that arrives after idle is not the largest paint', async () => {
    const { page, errors } = handle
    await recordLargestPaints(page)
    await loadWithNotifications(page, '/search?q=remix')
    const banner = page.locator('.site-notification--banner')
    await expect(banner.isVisible()).resolves.toBe(true)
    const box = await banner.boundingBox()
    expect(box?.y, 'the banner is on the first screen').toBeLessThan(823)
    const entries = await largestPaints(page)
    expect(entries.length).toBeGreaterThan(0)
    expect(entries.filter((entry) => entry.banner)).toEqual([])
    expect(errors).toEqual([])
  })

  it('on short account screens, signed in, the banner drawn with the page is not the largest paint', async () => {
    await signInAs(handle, ana)
    const { page, errors } = handle
    await recordLargestPaints(page)
    for (const path of ['/account/artwork', '/account/vouchers']) {
      await loadWithNotifications(page, path)
      await expect(page.locator('.site-notification--banner').isVisible(), path).resolves.toBe(true)
      const entries = await largestPaints(page)
      expect(entries.length, path).toBeGreaterThan(0)
      expect(entries.at(-1)?.banner, `${path}: ${entries.at(-1)?.what}`).toBe(false)
    }
    expect(errors).toEqual([])
  })

  it('a page without a hero loads its first card picture first; a page with one, only the hero', async () => {
    const priority = (html: string, className: string) =>
      [...html.matchAll(/<img [^>]*>/g)]
        .map((m) => m[0])
        .filter((img) => img.includes(`class="${className}"`))
        .map((img) => /fetchPriority="high"|fetchpriority="high"/.test(img) && /loading="eager"/.test(img))
    const search = (await get('/search')).html
    const cards = priority(search, 'product-card__image')
    expect(cards.length).toBeGreaterThan(1)
    expect(cards).toEqual([true, ...cards.slice(1).map(() => false)])
    const pricing = (await get('/studio/pricing')).html
    expect(priority(pricing, 'hero__image')).toEqual([true])
    expect(priority(pricing, 'product-card__image').every((high) => !high)).toBe(true)
  })
})
