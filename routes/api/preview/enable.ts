import { createFileRoute } from '@tanstack/react-router'
import { localRedirectTarget, withPreview } from '../../../models/preview.ts'
import { createRateLimit } from '../../../models/rateLimit.ts'
import {
  presentationSecretParam,
  presentationTarget,
} from '../../../src/preview/presentationSecret.server.ts'
import { isPreviewSecret, setPreviewCookie } from '../../../src/preview/previewAuth.server.ts'

/** Wrong secrets per client: 10 a minute, then 429 until the minute is over (decision 069). */
const wrongSecrets = createRateLimit({ limit: 10, windowMs: 60_000 })
const clientOf = (request: Request) => (request as Request & { ip?: string }).ip ?? 'unknown'
const plain = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }

/**
 * `GET /api/preview/enable?secret=…&redirect=/path`: exchanges the preview secret for the HttpOnly
 * preview cookie and redirects to the local path with `preview=true` (docs/preview.md). The Studio's
 * Presentation tool comes with `sanity-preview-secret` and `sanity-preview-pathname` instead (decision 169).
 */
export const Route = createFileRoute('/api/preview/enable')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const query = new URL(request.url).searchParams
        const client = clientOf(request)
        const blocked = wrongSecrets.blocked(client, Date.now())
        if (!blocked.allowed) {
          return new Response('Too many wrong preview secrets. Try again later.\n', {
            status: 429,
            headers: { ...plain, 'retry-after': String(blocked.retryAfterSeconds) },
          })
        }
        const fromStudio = query.has(presentationSecretParam)
        const target = fromStudio
          ? await presentationTarget(request.url)
          : isPreviewSecret(query.get('secret'))
            ? query.get('redirect')
            : undefined
        if (target === undefined) {
          wrongSecrets.hit(client, Date.now())
          const what = fromStudio
            ? 'Studio preview link expired or invalid: open the page from the Studio again'
            : 'Preview secret missing or wrong'
          return new Response(`${what}.\n`, { status: 401, headers: plain })
        }
        return new Response(null, {
          status: 303,
          headers: {
            location: withPreview(localRedirectTarget(target)),
            'set-cookie': setPreviewCookie(request, { framed: fromStudio }),
            'cache-control': 'no-store',
          },
        })
      },
    },
  },
})
