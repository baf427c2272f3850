/** Helpers for the site e2e tests: fetch with status and h1, slugs from the sitemap. */
import { inject } from 'vitest'
import { enumerateRoutes, type TableEntry } from '../../../models/routes/enumerate.ts'
import type { ContentType } from '../../../models/routes/table.ts'

export const baseUrl = (): string => inject('baseUrl')

export async function get(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(new URL(path, baseUrl()), { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

/**
 * `get`, but a 503 (the content service timed out on a busy machine, decision 073) is asked again
 * after the Retry-After it names, up to four times: a crawl waits on what the site says.
 */
export async function getSettled(path: string): Promise<{ status: number; html: string }> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(new URL(path, baseUrl()), { redirect: 'manual' })
    const retryAfter = Number(response.headers.get('retry-after') ?? '0')
    if (response.status !== 503 || attempt === 4 || !retryAfter)
      return { status: response.status, html: await response.text() }
    await response.body?.cancel()
    await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfter, 10) * 1000))
  }
}

export function h1Of(html: string): string | undefined {
  const m = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)
  return m?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/<!--.*?-->/g, '')
    .trim()
}

/** Sitemap paths (what the content service knows), to take real slugs from. */
export async function sitemapPaths(): Promise<string[]> {
  const xml = (await get('/sitemap.xml')).html
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname)
}

/** Every path of the route table, with the slugs that exist in the seed. */
export async function tableEntries(): Promise<TableEntry[]> {
  const paths = await sitemapPaths()
  const slugsFor = (contentType: ContentType, product: string | undefined): string[] => {
    const prefix =
      contentType === 'campaign'
        ? '/campaign/'
        : contentType === 'soundpack'
          ? '/studio/sounds/'
          : contentType === 'howTo'
            ? `/${product}/tutorials/`
            : contentType === 'legal'
              ? '/legal/'
              : undefined
    if (!prefix) return []
    return paths
      .filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes('/'))
      .map((p) => p.slice(prefix.length))
  }
  return enumerateRoutes(slugsFor).filter(
    (e) =>
      !(
        e.resolved.contentType === 'howTo' &&
        ['how-to-make-a-remix', 'how-to-make-a-beat'].includes(e.resolved.slug ?? '')
      ),
  )
}

export { pool } from './pool.ts'
