import { createFileRoute } from '@tanstack/react-router'
import { robotsResponse } from '../src/seo/sitemap.server.ts'

export const Route = createFileRoute('/robots.txt')({
  server: { handlers: { GET: ({ request }) => robotsResponse(request) } },
})
