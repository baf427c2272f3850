/** Shared checks of the preview proxy routes: the cookie, then the page path. */
import type { PageRequest } from '../../services/content/ContentService.ts'
import { hasPreviewCookie } from './previewAuth.server.ts'
import { previewRequestFor } from './previewContent.server.ts'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })

export { json as previewJson }

/** The page request of an authorised preview call, or the error response to send instead. */
export function authorisePreview(request: Request): PageRequest | Response {
  if (!hasPreviewCookie(request)) return json(401, { message: 'Preview is not enabled for this browser' })
  const path = new URL(request.url).searchParams.get('path') ?? ''
  return previewRequestFor(path) ?? json(404, { message: 'Page Not Found', path })
}
