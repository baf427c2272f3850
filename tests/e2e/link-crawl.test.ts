/**
 * A link crawl over the sitemap (issue 16): every internal link and every image on every page leads
 * somewhere. Internal hrefs must answer below 400 (a redirect counts: route rules redirect on purpose);
 * images, on the site or the content service's image CDN, must answer 200 with an image type.
 * Download links have their own, stricter test (download-links.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { baseUrl, get, pool, sitemapPaths } from './support/site.ts'

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"')

/** Internal hrefs (same origin or root-relative) and image sources (src and every srcset entry). */
function targetsOf(html: string, site: string): { links: string[]; images: string[] } {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/g, '')
  const links = [...body.matchAll(/<a\b[^>]*\bhref="([^"#]+)/g)]
    .map((m) => decode(m[1] ?? ''))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => new URL(href, site).href)
  const images = [
    ...[...body.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((m) => decode(m[1] ?? '')),
    ...[...body.matchAll(/\bsrcset="([^"]+)"/g)].flatMap((m) =>
      decode(m[1] ?? '')
        .split(',')
        .map((entry) => entry.trim().split(/\s+/)[0] ?? ''),
    ),
  ]
    .filter(Boolean)
    .map((src) => new URL(src, site).href)
  return { links, images }
}

describe('link crawl over the sitemap', () => {
  it('finds no dead internal link and no broken image on any page', async () => {
    const site = baseUrl()
    const pages = await sitemapPaths()
    const links = new Map<string, string>()
    const images = new Map<string, string>()
    await pool(pages, 6, async (path) => {
      const { status, html } = await get(path)
      expect(status, path).toBe(200)
      const found = targetsOf(html, site)
      for (const link of found.links) if (!links.has(link)) links.set(link, path)
      for (const image of found.images) if (!images.has(image)) images.set(image, path)
    })
    const dead: string[] = []
    await pool([...links], 6, async ([link, from]) => {
      const response = await fetch(link, { redirect: 'manual' })
      await response.body?.cancel()
      if (response.status >= 400)
        dead.push(`${response.status} ${new URL(link).pathname} (linked from ${from})`)
    })
    await pool([...images], 6, async ([image, from]) => {
      const response = await fetch(image)
      const type = response.headers.get('content-type') ?? ''
      await response.body?.cancel()
      if (response.status !== 200 || !type.startsWith('image/'))
        dead.push(`${response.status} ${type} ${image} (on ${from})`)
    })
    console.info(`[link crawl] ${pages.length} pages, ${links.size} internal links, ${images.size} images`)
    expect(links.size).toBeGreaterThan(pages.length)
    expect(images.size).toBeGreaterThan(10)
    expect(dead).toEqual([])
  }, 180_000)
})
