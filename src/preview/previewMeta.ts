/**
 * Whether the browser may start preview mode (spec §2): the preview cookie is HttpOnly, so page scripts
 * cannot see it, and asking the preview proxy without it cost every visitor of a `?preview=true`
 * address a 401 in the console. The server, which can read the cookie, says so in a `<meta>` of the
 * root route's head; the root route renders preview only when it is there (src/browser/idle.ts).
 * In the browser the function returns nothing: React keeps the server-rendered tag while hydrating.
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import { isPreviewSearch } from '../../models/previewFlag.ts'

export const previewAllowedMetaName = 'preview-allowed'

type Meta = { name: string; content: string }

/** Loaded once: `import()` of a module already loaded still costs a resolve on every request (issue 26). */
let server:
  | Promise<[typeof import('@tanstack/react-start/server'), typeof import('./previewAuth.server.ts')]>
  | undefined

export const previewAllowedMeta = createIsomorphicFn()
  .server(async (): Promise<Meta[]> => {
    server ??= Promise.all([import('@tanstack/react-start/server'), import('./previewAuth.server.ts')])
    const [{ getRequest }, { hasPreviewCookie }] = await server
    const request = getRequest()
    if (!isPreviewSearch(new URL(request.url).search) || !hasPreviewCookie(request)) return []
    return [{ name: previewAllowedMetaName, content: 'true' }]
  })
  .client(async (): Promise<Meta[]> => [])

/** In the browser: did the server find a valid preview cookie on this page's request? */
export function previewAllowed(): boolean {
  return document.querySelector(`meta[name="${previewAllowedMetaName}"]`)?.getAttribute('content') === 'true'
}
