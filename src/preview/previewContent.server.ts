/**
 * The preview proxy's reads (docs/decisions/044): the server holds the read token; the browser only
 * ever gets the page document that an authorised editor is allowed to see.
 * - `readPreviewPage(path)`: the page document with drafts over published documents.
 * The live listener for the page is in previewListen.server.ts.
 */
import { pathOf, type ResolvedPath, resolvePath } from '../../models/routes/resolve.ts'
import { getPage, type PageRequest } from '../../services/content/ContentService.ts'
import { runContent } from '../../services/content/run.server.ts'

/** Page documents of these types carry the product (the same rule as the page shell's loader). */
const productScoped = new Set(['features', 'pricing', 'freeTrial', 'tutorials', 'howTo'])

/** The content request for a page path; undefined for paths without a page document (404). */
export function previewRequestFor(path: string): PageRequest | undefined {
  const resolved: ResolvedPath | undefined = resolvePath(path)
  if (!resolved || pathOf(resolved) !== path || resolved.contentType === 'downloads') return undefined
  return {
    contentType: resolved.contentType,
    ...(resolved.slug ? { slug: resolved.slug } : {}),
    ...(resolved.product && productScoped.has(resolved.contentType) ? { product: resolved.product } : {}),
  }
}

/** The page document in preview; rejects with ContentNotFound & co. (check `_tag`). */
export async function readPreviewPage(request: PageRequest): Promise<unknown> {
  const data = await runContent(getPage(request, { preview: true }))
  return data.page
}
