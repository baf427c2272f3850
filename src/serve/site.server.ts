/**
 * The site as a Node process runs it (docs/decisions/155): srvx with the build's browser files, the
 * security headers on every answer (decision 060), the failure pages for what the router never sees
 * (061), compression of the app's own answers (035), and the HTML cache with hits answered in front of
 * srvx's adapter (070, 132) and kept fresh by the content's live events (072). src/server.ts exports it
 * bound to the app, so the server bundle is the one module graph: the process (scripts/serve.ts) only
 * says where to listen and when to stop.
 */
import { resolve } from 'node:path'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { htmlCache } from '../cache/htmlCache.ts'
import { answerHitsFirst, buildIdOf, followContent } from '../cache/serve.ts'
import { siteConfig } from '../config/site.server.ts'
import { quietAborts } from '../failures/aborted.ts'
import { decodes, routableRequest } from '../failures/badPath.ts'
import type { Shared } from '../scale/shared.ts'
import { withSecurityHeaders } from '../security/headers.ts'
import { compressResponse } from './compress.ts'

/** The app behind the cache: the server entry Start builds from src/server.ts. */
export interface App {
  fetch(request: Request): Response | Promise<Response>
}

export interface ListenOptions {
  readonly port: number
  readonly hostname: string
  /** The build's browser files (dist/client): hashed assets, public files, builds/latest.json. */
  readonly clientDir: string
}

export interface RunningSite {
  /** Where it listens, without a trailing slash. */
  readonly url: string
  /** Stops following content, closes the server and its open connections. */
  close(): Promise<void>
}

/** What the process provides unless a test gives its own. */
export interface SiteParts {
  /** The process's `Shared` (src/scale/site.server.ts) unless given. */
  readonly shared?: Shared
  /** Follows the content's live events onto `shared.bus`; returns the stop. */
  readonly followContent?: (shared: Shared) => () => void
  readonly siteUrl?: string | undefined
  /** `HTML_CACHE=off` turns the cache off (docs/caching.md). */
  readonly cacheEnabled?: boolean
}

// Fetch's Request cannot carry TRACE, TRACK or CONNECT: reading one would fail as a bare 500.
const unrepresentable = /^(TRACE|TRACK|CONNECT)$/i

export function siteServer(app: App, parts: SiteParts = {}) {
  return {
    async listen({ port, hostname, clientDir }: ListenOptions): Promise<RunningSite> {
      // Loaded here, not at import: `vite dev` loads the server entry too, and must not open Redis.
      const shared = parts.shared ?? (await import('../scale/site.server.ts')).shared
      const siteUrl = 'siteUrl' in parts ? parts.siteUrl : siteConfig.siteUrl
      const cache = htmlCache({
        render: async (request) => app.fetch(quietAborts(routableRequest(request))),
        finish: compressResponse,
        buildId: buildIdOf(clientDir),
        siteUrl,
        shared,
        enabled: parts.cacheEnabled ?? process.env.HTML_CACHE?.trim().toLowerCase() !== 'off',
      })
      const stopFollowing = (parts.followContent ?? followContent)(shared)
      const answer = async (request: Request) =>
        unrepresentable.test(request.method)
          ? new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } })
          : cache.answer(request)

      const server = serve({
        // Listening starts below, once cache hits are answered in front of srvx's adapter.
        manual: true,
        port,
        hostname,
        silent: true,
        middleware: [
          // First, so assets, pages, API answers and redirects all leave with the same headers (decision 060).
          async (request, next) => withSecurityHeaders(new URL(request.url).pathname, await next(), siteUrl),
          // The static middleware answers an undecodable path a bare 400 itself; the app answers it the error page.
          (request, next) => (decodes(new URL(request.url).pathname) ? next() : answer(request)),
          staticMiddleware({ dir: resolve(clientDir) }),
        ],
        fetch: answer,
      })
      answerHitsFirst(server, cache)
      await server.serve()
      await server.ready()
      return {
        url: (server.url ?? `http://${hostname}:${port}/`).replace(/\/$/, ''),
        async close() {
          stopFollowing()
          cache.close()
          await server.close(true)
        },
      }
    },
  }
}

export type SiteServer = ReturnType<typeof siteServer>
