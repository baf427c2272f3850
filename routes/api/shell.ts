import { createFileRoute } from '@tanstack/react-router'

/**
 * `GET /api/shell?path=/studio&search=`: the page shell's data as JSON, for client-side navigation
 * (src/content/page.functions.ts). The HTTP status is the page's (200, 404, 500); a redirect is
 * answered 200 with its target in the body, so the browser router can follow it itself.
 */
export const Route = createFileRoute('/api/shell')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const query = new URL(request.url).searchParams
        const path = query.get('path')
        if (path === null || !path.startsWith('/'))
          return Response.json({ message: 'path must be a site path' }, { status: 400 })
        const { loadShell } = await import('../../src/content/page.server.ts')
        const result = await loadShell(path, query.get('search') ?? '')
        return Response.json(result, {
          status: result.status === 301 || result.status === 302 ? 200 : result.status,
          headers: { 'cache-control': 'no-store' },
        })
      },
    },
  },
})
