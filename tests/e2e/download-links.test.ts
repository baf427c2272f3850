/**
 * Every download link of every downloads page leads to a file: 200 with the name the link offers, the
 * size the page states (exactly, as the content service records it) and the installer's MIME type,
 * and a ranged GET proves the size a browser resumes against.
 */
import { describe, expect, inject, it } from 'vitest'
import { downloadVersions } from '../../models/routes/versions.ts'
import { get, pool, sitemapPaths } from './support/site.ts'

interface Link {
  readonly page: string
  readonly href: string
  readonly name: string
  /** The "0.3 MB" the page prints beside the link. */
  readonly stated: string | undefined
}

interface Installer {
  readonly fileName: string
  readonly sizeBytes: number
  readonly mimeType: string
}

const decode = (text: string) =>
  text
    .replace(/<!--.*?-->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .trim()

/**
 * Download anchors and the size printed with each: a version's card prints a file line after its button
 * (`name · size`); a product's release list prints the size after each installer link.
 */
function linksOf(page: string, html: string): Link[] {
  const stated = new Map<string, string>()
  for (const m of html.matchAll(/<span class="download-card__file">([\s\S]*?)<\/span>/g)) {
    const [name, size] = decode(m[1] ?? '').split(' · ')
    if (name && size) stated.set(name, size)
  }
  // The link's text may not run past its own </a>, so a size is never paired with an earlier link.
  const listed =
    /<a\b[^>]*\bdownload="([^"]+)"[^>]*>(?:(?!<\/a>)[\s\S])*<\/a>\s*<span class="installers__size">([^<]*)<\/span>/g
  for (const m of html.matchAll(listed)) stated.set(decode(m[1] ?? ''), decode(m[2] ?? ''))
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"[^>]*\bdownload="([^"]+)"/g)].map((m) => {
    const name = decode(m[2] ?? '')
    return { page, href: decode(m[1] ?? ''), name, stated: stated.get(name) }
  })
}

/** What the content service records for each installer (name, exact size, type). */
async function installers(): Promise<Map<string, Installer>> {
  const query = `*[_type == "downloads"]{"files": [productRelease.installers.win, productRelease.installers.mac]{fileName, sizeBytes, "mimeType": file.asset->mimeType}}`
  const url = `${inject('sandboxUrls').content}/v2021-10-21/data/query/production?query=${encodeURIComponent(query)}`
  const { result } = (await (await fetch(url)).json()) as { result: { files: Installer[] }[] }
  return new Map(result.flatMap((d) => d.files).map((file) => [file.fileName, file]))
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(bytes >= 10_000_000 ? 0 : 1)} MB`

describe('download links', () => {
  it('answer every installer link of every downloads page with its name, size and type', async () => {
    const pages = (await sitemapPaths()).filter((path) => /\/downloads(\/|$)/.test(path))
    const links: Link[] = []
    const failures: string[] = []
    await pool(pages, 4, async (page) => {
      const { status, html } = await get(page)
      if (status !== 200) failures.push(`${page}: ${status}`)
      const found = linksOf(page, html)
      if (found.length === 0 && !page.endsWith('/producer-suite/downloads'))
        failures.push(`${page}: no links`)
      links.push(...found)
    })
    expect(failures).toEqual([])

    // Every version and platform of spec §2 has its link on its own detail page.
    const versioned = Object.entries(downloadVersions).flatMap(([product, list]) =>
      list.flatMap((version) =>
        ['win', 'mac'].map((platform) => `/${product}/downloads/${version}/${platform}`),
      ),
    )
    for (const page of versioned) {
      const own = links.filter((l) => l.page === page)
      expect(own.length, page).toBe(1)
      expect(own[0]?.name, page).toContain(page.split('/')[3])
    }

    const recorded = await installers()
    const unique = new Map(links.map((l) => [l.href, l]))
    expect(unique.size).toBe(versioned.length)
    await pool([...unique.values()], 6, async (link) => {
      const expected = recorded.get(link.name)
      if (!expected) {
        failures.push(`${link.page}: ${link.name} is not an installer the content service knows`)
        return
      }
      const head = await fetch(link.href, { method: 'HEAD' })
      const disposition = head.headers.get('content-disposition')
      const problems = [
        head.status !== 200 && `status ${head.status}`,
        disposition !== `attachment; filename="${link.name}"` && `disposition ${disposition}`,
        head.headers.get('content-length') !== String(expected.sizeBytes) &&
          `length ${head.headers.get('content-length')} ≠ ${expected.sizeBytes}`,
        head.headers.get('content-type') !== expected.mimeType && `type ${head.headers.get('content-type')}`,
        link.stated !== megabytes(expected.sizeBytes) && `page states ${link.stated}`,
      ]
      const last = await fetch(link.href, { headers: { Range: 'bytes=-1' } })
      await last.arrayBuffer()
      const size = expected.sizeBytes
      if (
        last.status !== 206 ||
        last.headers.get('content-range') !== `bytes ${size - 1}-${size - 1}/${size}`
      ) {
        problems.push(`range ${last.status} ${last.headers.get('content-range')}`)
      }
      for (const problem of problems) if (problem) failures.push(`${link.page} ${link.name}: ${problem}`)
    })
    expect(failures).toEqual([])
  }, 180_000)
})
