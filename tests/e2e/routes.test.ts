import { describe, expect, it } from 'vitest'
import { downloadVersions } from '../../models/routes/versions.ts'
import { notFoundTexts } from '../../models/site.ts'
import { baseUrl, get, h1Of, pool, sitemapPaths, tableEntries } from './support/site.ts'

describe('every path of the route table', () => {
  it('renders server-side with 200, a heading and a canonical link', async () => {
    const entries = await tableEntries()
    const types = new Set(entries.map((e) => e.resolved.contentType))
    // Spec §2's content types, and the site's search and legal pages (decision 180).
    expect(types.size).toBe(16)
    // Every download version × platform of spec §2 is in the table.
    const versioned = entries.filter((e) => e.resolved.version && e.resolved.platform)
    expect(versioned.length).toBe(Object.values(downloadVersions).flat().length * 2)
    const failures: string[] = []
    await pool(entries, 6, async ({ path, resolved }) => {
      const { status, html } = await get(path)
      const h1 = h1Of(html)
      if (status !== 200 || !h1) failures.push(`${path}: ${status} h1=${h1}`)
      if (resolved.version && !h1?.includes(resolved.version))
        failures.push(`${path}: heading lacks version (${h1})`)
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
      if (!canonical || new URL(canonical).pathname !== path) failures.push(`${path}: canonical ${canonical}`)
    })
    expect(failures).toEqual([])
  })

  it('gives each page its title, description, Open Graph and JSON-LD', async () => {
    const entries = await tableEntries()
    const howTo = entries.find((e) => e.resolved.contentType === 'howTo')?.path ?? ''
    const expectations: Array<[string, string]> = [
      ['/', 'Organization'],
      ['/studio', 'SoftwareApplication'],
      ['/studio/downloads/2.3.1/mac', 'SoftwareApplication'],
      [howTo, 'Article'],
    ]
    for (const [path, type] of expectations) {
      const { html } = await get(path)
      const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (m) => JSON.parse((m[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { '@type': string },
      )
      expect(
        ld.map((d) => d['@type']),
        path,
      ).toContain(type)
      expect(
        ld.map((d) => d['@type']),
        path,
      ).toContain('BreadcrumbList')
      expect(html, path).toMatch(/<title>[^<]+<\/title>/)
      expect(html, path).toMatch(/<meta name="description" content="[^"]+"/)
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/)
    }
    // Pages with an ogImage carry it with its alt text.
    const withImage = await Promise.all(entries.slice(0, 40).map((e) => get(e.path)))
    const og = withImage.map((r) => r.html).filter((h) => h.includes('property="og:image"'))
    expect(og.length).toBeGreaterThan(0)
    for (const html of og) expect(html).toMatch(/<meta property="og:image:alt" content="[^"]*"/)
  })

  it('lists versions latest first, ordered as numbers, by release line (decision 186)', async () => {
    for (const product of ['studio', 'sample']) {
      const { html } = await get(`/${product}/downloads`)
      const listed = [...html.matchAll(/<li class="release" id="v([\d.]+)"/g)].map((m) => m[1] ?? '')
      const lines = [...html.matchAll(/<h3 class="release-line__title">[^<]*?([\d]+\.[\d]+)<\/h3>/g)].map(
        (m) => m[1],
      )
      expect(lines).toEqual([...new Set(listed.map((v) => v.split('.').slice(0, 2).join('.')))])
      const expected = [...downloadVersions[product as 'studio' | 'sample']].sort((a, b) => {
        const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)]
        return (y[0] ?? 0) - (x[0] ?? 0) || (y[1] ?? 0) - (x[1] ?? 0) || (y[2] ?? 0) - (x[2] ?? 0)
      })
      expect(listed).toEqual(expected)
    }
  })

  it('lists only resolvable paths in the sitemap, each with lastmod', async () => {
    const xml = (await get('/sitemap.xml')).html
    const paths = await sitemapPaths()
    expect(paths.length).toBeGreaterThan(100)
    expect((xml.match(/<lastmod>/g) ?? []).length).toBe(paths.length)
    const entries = new Set((await tableEntries()).map((e) => e.path))
    for (const p of paths) expect(entries.has(p), p).toBe(true)
    const robots = await get('/robots.txt')
    expect(robots.status).toBe(200)
    expect(robots.html).toMatch(/Sitemap: .*\/sitemap\.xml/)
    // No listed page is disallowed; the endpoints and the signed-in area are.
    const disallowed = [...robots.html.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1] ?? '')
    expect(disallowed).toEqual(expect.arrayContaining(['/api/', '/auth/', '/account']))
    for (const p of paths)
      expect(
        disallowed.some((prefix) => p.startsWith(prefix)),
        p,
      ).toBe(false)
  })

  it.each([
    '/hex-fx/tutorials',
    '/hex-fx/tutorials/how-to-make-a-beat',
    '/sample/sounds',
    '/sample/sounds/anything',
    '/studio/downloads/9.9.9/win',
    '/studio/downloads/1.5.0/mac',
    '/hex-fx/downloads/2.0.0',
    '/studio/downloads/2.3.1/linux',
    '/studio/downloads/linux',
    '/studio/tutorials/no-such-tutorial',
    '/campaign/no-such-campaign',
    '/dj/other',
  ])('answers %s with the spec 404 page', async (path) => {
    const { status, html } = await get(path)
    expect(status).toBe(404)
    expect(h1Of(html)).toBe(notFoundTexts.heading)
    expect(html).toContain(`<title>${notFoundTexts.title}</title>`)
    expect(html).toContain(`data-error-message="Page not found: ${path}"`)
  })

  it('fails the validation step with Page Not Found: {full path}', async () => {
    const query = 'q='.padEnd(5000, 'x')
    const { status, html } = await get(`/studio?${query}`)
    expect(status).toBe(404)
    expect(html).toContain(`data-error-message="Page Not Found: /studio?${query.slice(0, 2048)}…"`)
    // A query that does not percent-decode fails the same step on a page request (decision 236).
    const malformed = await get('/sample?x=%ZZ')
    expect(malformed.status).toBe(404)
    expect(malformed.html).toContain('data-error-message="Page Not Found: /sample?x=%ZZ"')
  })

  it('names the full path, query included, on the not-found page', async () => {
    const { status, html } = await get('/no/such/page?x=1')
    expect(status).toBe(404)
    expect(html).toContain('data-error-message="Page not found: /no/such/page?x=1"')
  })

  it('gives the canonical link exactly the query parameters the page uses (decision 145)', async () => {
    const canonicalOf = async (path: string) => {
      const { status, html } = await get(path)
      expect(status, path).toBe(200)
      const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? ''
      const ogUrl = /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1]
      expect(ogUrl, path).toBe(href)
      const url = new URL(href.replaceAll('&amp;', '&'))
      return `${url.pathname}${url.search}`
    }
    // A page that reads no parameter: tracking and unknown parameters never reach its address.
    expect(await canonicalOf('/studio/pricing?utm_source=news&utm_medium=mail&x=1')).toBe('/studio/pricing')
    // The search page reads `q`: it stays, in the form that selects the page; the rest goes.
    expect(await canonicalOf('/search?utm_campaign=spring&q=Drum%20Kits')).toBe('/search?q=drum%20kits')
    expect(await canonicalOf('/search')).toBe('/search')
  })

  it('redirects a trailing slash to the canonical path', async () => {
    const response = await fetch(new URL('/studio/', baseUrl()), { redirect: 'manual' })
    expect(response.status).toBeGreaterThanOrEqual(301)
    expect(response.status).toBeLessThanOrEqual(308)
    expect(new URL(response.headers.get('location') ?? '', 'http://x').pathname).toBe('/studio')
  })

  it('redirects by route rule on the server', async () => {
    const response = await fetch(new URL('/dj', baseUrl()), {
      redirect: 'manual',
    })
    expect([301, 302]).toContain(response.status)
    expect(new URL(response.headers.get('location') ?? '', 'http://x').pathname).toBe('/dj/pro')
  })
})
