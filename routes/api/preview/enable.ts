import { createFileRoute } from '@tanstack/react-router'
import { tooManyAttempts } from '../../../models/attempts.ts'
import { localRedirectTarget, withPreview } from '../../../models/preview.ts'
import {
  presentationSecretParam,
  presentationTarget,
} from '../../../src/preview/presentationSecret.server.ts'
import { isPreviewSecret, setPreviewCookie } from '../../../src/preview/previewAuth.server.ts'

const plain = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }

function answer(
  status: number,
  headers: Record<string, string>,
  cookies: ReadonlyArray<string>,
  body?: string,
) {
  const response = new Response(body ?? null, { status, headers })
  for (const cookie of cookies) response.headers.append('set-cookie', cookie)
  return response
}

/**
 * `GET /api/preview/enable?secret=…&redirect=/path`: exchanges the preview secret for the HttpOnly
 * preview cookie and redirects to the local path with `preview=true` (docs/preview.md). The Studio's
 * Presentation tool comes with `sanity-preview-secret` and `sanity-preview-pathname` instead (decision 169).
 * Tries are limited per browser, shared by every instance (decision 212, superseding 069): an editor
 * behind the same proxy as someone guessing keeps their own allowance.
 */
export const Route = createFileRoute('/api/preview/enable')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const [{ accountPlatform }, { attemptOf }] = await Promise.all([
          import('../../../src/identity/runtime.server.ts'),
          import('../../../src/security/attempts.server.ts'),
        ])
        const query = new URL(request.url).searchParams
        const attempt = await attemptOf(accountPlatform.attempts, accountPlatform.site, request, 'preview')
        if (attempt.refusedFor !== undefined) {
          const wait = { ...plain, 'retry-after': String(attempt.refusedFor) }
          return answer(429, wait, attempt.cookies, `${tooManyAttempts('preview', attempt.refusedFor)}\n`)
        }
        const fromStudio = query.has(presentationSecretParam)
        const target = fromStudio
          ? await presentationTarget(request.url)
          : isPreviewSecret(query.get('secret'))
            ? query.get('redirect')
            : undefined
        if (target === undefined) {
          const what = fromStudio
            ? 'Studio preview link expired or invalid: open the page from the Studio again'
            : 'Preview secret missing or wrong'
          return answer(401, plain, attempt.cookies, `${what}.\n`)
        }
        await attempt.succeeded()
        const location = withPreview(localRedirectTarget(target))
        return answer(303, { location, 'cache-control': 'no-store' }, [
          ...attempt.cookies,
          setPreviewCookie(request, { framed: fromStudio }),
        ])
      },
    },
  },
})
