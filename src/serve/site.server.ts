/**
 * The site as a Node process runs it (docs/decisions/155): srvx with the build's browser files, the
 * security headers on every answer (decision 060), the failure pages for what the router never sees
 * (061), compression of the app's own answers (035), the build's hashed files held in memory (280), and
 * the HTML cache with hits answered in front of srvx's adapter (070, 132) and kept fresh by the
 * content's live events (072). In front of it all, the
 * front door (src/ops/front.server.ts): request ids, one log line and metrics per request, and the
 * operations endpoints `/metrics`, `/healthz`, `/readyz` (decisions 222, 223). src/server.ts exports it
 * bound to the app, so the server bundle is the one module graph: the process (scripts/serve.ts) only
 * says where to listen and when to stop; `close(graceMs)` drains the requests in flight first.
 */

import { resolve } from 'node:path'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { setting, settings } from '../../config/read.ts'
import { loadContentConfig } from '../../services/content/config.ts'
import { processHealth } from '../../services/content/health.ts'
import { sanityClients } from '../../services/content/transport.ts'
import { flushLogs, log } from '../../services/telemetry/log.ts'
import { flushTraces } from '../../services/telemetry/tracing.ts'
import { htmlCache } from '../cache/htmlCache.ts'
import { buildIdOf, followContent, takeRequests } from '../cache/serve.ts'
import { cacheLimitsFromEnv, type StoreLimits } from '../cache/store.ts'
import { siteConfig } from '../config/site.server.ts'
import { quietAborts } from '../failures/aborted.ts'
import { decodes, routableRequest } from '../failures/badPath.ts'
import { type OpsAccess, opsAccess } from '../ops/access.ts'
import { opsEndpoints, type Probe } from '../ops/endpoints.server.ts'
import { frontDoor } from '../ops/front.server.ts'
import { readGaugesFrom } from '../ops/metrics.server.ts'
import { contentProbe, redisProbe } from '../ops/probes.server.ts'
import type { LayerSize } from '../scale/byteLru.ts'
import { cacheSizes, registerCacheLayers } from '../scale/cacheSizes.ts'
import type { Shared } from '../scale/shared.ts'
import { withSecurityHeaders } from '../security/headers.ts'
import { assetMemory } from './assetMemory.ts'
import { assetsOnly } from './assetsOnly.ts'
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
  /** What every cache layer of the process holds (entries, bytes, bound), for metrics (decision 200). */
  cacheSizes(): Promise<LayerSize[]>
  /**
   * Stops listening at once (`/readyz` turns 503), lets requests in flight finish for up to `graceMs`,
   * closes what is left, stops following content and writes out buffered logs and spans.
   */
  close(graceMs?: number): Promise<void>
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
  /** Bytes the HTML cache may hold (`HTML_CACHE_MAX_MB`, `HTML_CACHE_SHARED_MAX_MB`). */
  readonly cacheLimits?: StoreLimits
  /** What `/readyz` checks; the content service and, on Redis, Redis unless given. */
  readonly probes?: Readonly<Record<string, Probe>>
  /** Who may read the operations endpoints; OPS_ALLOW and OPS_TOKEN unless given. */
  readonly access?: OpsAccess
}

// Fetch's Request cannot carry TRACE, TRACK or CONNECT: reading one would fail as a bare 500.
const unrepresentable = /^(TRACE|TRACK|CONNECT)$/i

const configuredAccess = () => {
  const { OPS_ALLOW, OPS_TOKEN } = settings(['OPS_ALLOW', 'OPS_TOKEN'])
  return opsAccess(OPS_ALLOW, OPS_TOKEN)
}

const defaultProbes = (shared: Shared): Record<string, Probe> => ({
  content: contentProbe(sanityClients(loadContentConfig()).published),
  ...(shared.kind === 'redis' ? { redis: redisProbe(shared) } : {}),
})

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
        allowedHosts: siteConfig.allowedHosts,
        shared,
        enabled: parts.cacheEnabled ?? setting('HTML_CACHE'),
        limits: parts.cacheLimits ?? cacheLimitsFromEnv(),
        refreshes: setting('HTML_CACHE_REFRESHES'),
      })
      const unregister = registerCacheLayers(() => cache.sizes())
      const stopFollowing = (parts.followContent ?? followContent)(shared)
      const ops = opsEndpoints(parts.access ?? configuredAccess(), parts.probes ?? defaultProbes(shared))
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
        // Shutdown is ours (close): srvx's own handler would close every connection on the first signal.
        gracefulShutdown: false,
        middleware: [
          // First, so assets, pages, API answers and redirects all leave with the same headers (decision 060).
          async (request, next) => withSecurityHeaders(new URL(request.url).pathname, await next(), siteUrl),
          // The static middleware answers an undecodable path a bare 400 itself; the app answers it the error page.
          (request, next) => (decodes(new URL(request.url).pathname) ? next() : answer(request)),
          assetsOnly(staticMiddleware({ dir: resolve(clientDir), encodings: true, compress: false })),
        ],
        fetch: answer,
      })
      // The hashed files, read once: answered before srvx's adapter, as cache hits are (decision 280).
      const assets = assetMemory(clientDir, siteUrl)
      const node = takeRequests(server, (handler) => frontDoor({ cache, ops, assets, handler }))
      readGaugesFrom({
        cacheSizes,
        breakerOpen: () => processHealth.down,
        inFlight: node.door.inFlight,
        buildId: buildIdOf(clientDir),
      })
      await server.serve()
      await server.ready()
      const url = (server.url ?? `http://${hostname}:${port}/`).replace(/\/$/, '')
      log.info({ url }, 'listening')
      return {
        url,
        cacheSizes,
        async close(graceMs = 0) {
          ops.draining()
          unregister()
          log.info(
            { inFlight: node.door.inFlight(), graceMs },
            'stopping: no new connections, draining requests',
          )
          const closed = server.close(false)
          let timer: NodeJS.Timeout | undefined
          const deadline = new Promise<'deadline'>((resolve) => {
            timer = setTimeout(resolve, graceMs, 'deadline')
          })
          const outcome = await Promise.race([node.door.drained().then(() => 'drained' as const), deadline])
          clearTimeout(timer)
          if (outcome === 'deadline')
            log.warn({ inFlight: node.door.inFlight() }, 'drain deadline: closing requests still in flight')
          node.server.closeAllConnections()
          await closed
          stopFollowing()
          cache.close()
          log.info('stopped')
          await flushTraces()
          await flushLogs()
        },
      }
    },
  }
}

export type SiteServer = ReturnType<typeof siteServer>
