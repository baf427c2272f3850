import { createFileRoute } from '@tanstack/react-router'
import { authorisePreview } from '../../../src/preview/previewApi.server.ts'
import { listenPreview } from '../../../src/preview/previewListen.server.ts'

/**
 * `GET /api/preview/listen?path=/studio`: Server-Sent Events (`welcome`, `mutation`) for the page,
 * proxied from the content service's listener on the page's own query with the server's token, failures
 * as typed `listenerError` events; preview cookie required.
 */
export const Route = createFileRoute('/api/preview/listen')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const authorised = authorisePreview(request)
        if (authorised instanceof Response) return authorised
        return new Response(listenPreview(authorised, request.signal), {
          headers: {
            'content-type': 'text/event-stream',
            'cache-control': 'no-store',
            'x-accel-buffering': 'no',
          },
        })
      },
    },
  },
})
