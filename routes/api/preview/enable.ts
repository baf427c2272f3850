import { createFileRoute } from '@tanstack/react-router'
import { localRedirectTarget, withPreview } from '../../../models/preview.ts'
import { isPreviewSecret, setPreviewCookie } from '../../../src/preview/previewAuth.server.ts'

/**
 * `GET /api/preview/enable?secret=…&redirect=/path`: exchanges the preview secret for the HttpOnly
 * preview cookie and redirects to the local path with `preview=true` (docs/preview.md).
 */
export const Route = createFileRoute('/api/preview/enable')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const query = new URL(request.url).searchParams
        if (!isPreviewSecret(query.get('secret'))) {
          return new Response('Preview secret missing or wrong.\n', {
            status: 401,
            headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
          })
        }
        return new Response(null, {
          status: 303,
          headers: {
            location: withPreview(localRedirectTarget(query.get('redirect'))),
            'set-cookie': setPreviewCookie(request),
            'cache-control': 'no-store',
          },
        })
      },
    },
  },
})
