import { createFileRoute } from '@tanstack/react-router'

/** GET /api/search?q=: suggestions for the header's search field (src/search/suggest.server.ts). */
export const Route = createFileRoute('/api/search')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const { suggestResponse } = await import('../../src/search/suggest.server.ts')
        return suggestResponse(request)
      },
    },
  },
})
