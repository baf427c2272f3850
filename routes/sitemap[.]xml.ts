import { createFileRoute } from '@tanstack/react-router'
import { sitemapResponse } from '../src/seo/sitemap.server.ts'

/** Every resolvable path with lastmod from its documents (docs/site.md). */
export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: ({ request }) => sitemapResponse(request) } },
})
