/**
 * The static-file handler only where a file can be (docs/decisions/202): the build writes files with
 * an extension (`/assets/*.js`, `/favicon.svg`, `/builds/*.json`), and pages have none. srvx's handler
 * otherwise looks for `studio`, `studio.html` and `studio/index.html` on disk before every page
 * renders: three `stat` calls, 7% of an uncached page's CPU in a profile.
 */
import type { ServerMiddleware } from 'srvx'

/** Whether `pathname`'s last segment names a file (has an extension). */
export function looksLikeFile(pathname: string): boolean {
  const name = pathname.slice(pathname.lastIndexOf('/') + 1)
  return name.lastIndexOf('.') > 0
}

export function assetsOnly(handler: ServerMiddleware): ServerMiddleware {
  return (request, next) => (looksLikeFile(new URL(request.url).pathname) ? handler(request, next) : next())
}
