/**
 * sitemap.xml and robots.txt. The sitemap lists the paths the content service knows (pages and
 * downloads, with each document's _updatedAt as lastmod), kept only when the route table resolves
 * them, so it never lists a path that would 404.
 */
import { pathOf, resolvePath } from '../../models/routes/resolve.ts'
import { listPaths } from '../../services/content/ContentService.ts'
import { ContentUnavailable } from '../../services/content/errors.ts'
import { runContent } from '../../services/content/run.server.ts'
import { siteConfig } from '../config/site.server.ts'

function base(request: Request): string {
  return siteConfig.siteUrl ?? new URL(request.url).origin
}

function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function sitemapXml(
  origin: string,
  entries: ReadonlyArray<{ path: string; updatedAt: string }>,
): string {
  const urls = entries
    .filter((e) => {
      const resolved = resolvePath(e.path)
      return resolved !== undefined && pathOf(resolved) === e.path
    })
    .map(
      (e) =>
        `  <url><loc>${xmlEscape(origin + e.path)}</loc><lastmod>${xmlEscape(e.updatedAt)}</lastmod></url>`,
    )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export async function sitemapResponse(request: Request): Promise<Response> {
  try {
    const entries = await runContent(listPaths())
    return new Response(sitemapXml(base(request), entries), {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
    })
  } catch (error) {
    // An outage is already logged as the read's `upstream call failed` line; anything else is a defect.
    if (!(error instanceof ContentUnavailable)) console.error('[sitemap] content service failed:', error)
    return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'retry-after': '60' } })
  }
}

/** Not pages: JSON endpoints, sign-in commands and the signed-in area (also `noindex`). */
export const disallowedPrefixes = ['/api/', '/auth/', '/account', '/signed-out'] as const

export function robotsResponse(request: Request): Response {
  const rules = ['User-agent: *', 'Allow: /', ...disallowedPrefixes.map((prefix) => `Disallow: ${prefix}`)]
  const body = `${rules.join('\n')}\n\nSitemap: ${base(request)}/sitemap.xml\n`
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
