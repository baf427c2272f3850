import { createFileRoute } from '@tanstack/react-router'
import { localRedirectTarget, withoutPreview } from '../../../models/preview.ts'
import { clearPreviewCookie } from '../../../src/preview/previewAuth.server.ts'

/** `GET /api/preview/disable?redirect=/path`: clears the preview cookie, back to published content. */
export const Route = createFileRoute('/api/preview/disable')({
  server: {
    handlers: {
      GET: ({ request }) =>
        new Response(null, {
          status: 303,
          headers: {
            location: withoutPreview(localRedirectTarget(new URL(request.url).searchParams.get('redirect'))),
            'set-cookie': clearPreviewCookie(request),
            'cache-control': 'no-store',
          },
        }),
    },
  },
})
