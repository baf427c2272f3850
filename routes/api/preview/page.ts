import { createFileRoute } from '@tanstack/react-router'
import { authorisePreview, previewJson } from '../../../src/preview/previewApi.server.ts'
import { readPreviewPage } from '../../../src/preview/previewContent.server.ts'

/**
 * `GET /api/preview/page?path=/studio`: the page document with drafts, for an editor holding the
 * preview cookie (401 otherwise). Spec §8: a failed preview fetch is 404 'Page Not Found'.
 */
export const Route = createFileRoute('/api/preview/page')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const authorised = authorisePreview(request)
        if (authorised instanceof Response) return authorised
        try {
          return previewJson(200, { page: await readPreviewPage(authorised) })
        } catch (error) {
          const tag = (error as { _tag?: string })?._tag
          if (tag === 'ContentNotFound') return previewJson(404, { message: 'Page Not Found' })
          console.warn('[preview] page read failed:', tag ?? error)
          return previewJson(502, { message: 'The content service did not answer' })
        }
      },
    },
  },
})
