/**
 * Serves the production build: TanStack Start's fetch handler behind srvx, with the hashed client
 * assets from dist/client, and the HTML cache in front (src/cache, docs/caching.md). Prints
 * `READY <url>` when listening (the stack runner waits for it).
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { htmlCache } from '../src/cache/htmlCache.ts'
import { answerHitsFirst, buildIdOf, followContent } from '../src/cache/serve.ts'
import { quietAborts } from '../src/failures/aborted.ts'
import { decodes, routableRequest } from '../src/failures/badPath.ts'
import { withSecurityHeaders } from '../src/security/headers.ts'
import { compressResponse } from './compress.ts'
import { loadEnvFile } from './env-file.ts'

const root = resolve(import.meta.dirname, '..')
loadEnvFile(root) // .env when present; real environment variables win (scripts/env-file.ts)
// The server bundle keeps React external, and React picks its build from NODE_ENV when first loaded:
// unset, the server rendered with React's development build (checks, warnings; about 3× slower).
process.env.NODE_ENV ??= 'production'
const { default: app } = await import(pathToFileURL(resolve(root, 'dist/server/server.js')).href)
// After .env: REDIS_URL may come from there. The same `Shared` as the server bundle's (src/scale/site.server.ts).
const { shared } = await import('../src/scale/site.server.ts')

const siteUrl = process.env.SITE_URL?.trim() || undefined

// The HTML cache (docs/caching.md): HTML_CACHE=off answers every request through the app.
const cache = htmlCache({
  render: (request) => app.fetch(quietAborts(routableRequest(request))),
  finish: compressResponse,
  buildId: buildIdOf(root),
  siteUrl,
  shared,
  enabled: process.env.HTML_CACHE?.trim().toLowerCase() !== 'off',
})
const stopLive = followContent(shared)

const answer = async (request: Request) =>
  // Fetch's Request cannot carry TRACE, TRACK or CONNECT: reading it would fail as a bare 500.
  /^(TRACE|TRACK|CONNECT)$/i.test(request.method)
    ? new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } })
    : cache.answer(request)

const server = serve({
  // Listening starts below, once cache hits are answered in front of srvx's adapter.
  manual: true,
  port: Number(process.env.PORT ?? 3000),
  hostname: process.env.HOST ?? '127.0.0.1',
  silent: true,
  middleware: [
    // First, so assets, pages, API answers and redirects all leave with the same headers (decision 060).
    async (request, next) => withSecurityHeaders(new URL(request.url).pathname, await next(), siteUrl),
    // The static middleware answers an undecodable path a bare 400 itself; the app answers it the error page.
    (request, next) => (decodes(new URL(request.url).pathname) ? next() : answer(request)),
    staticMiddleware({ dir: resolve(root, 'dist/client') }),
  ],
  fetch: answer,
})
answerHitsFirst(server, cache)
await server.serve()
await server.ready()
console.log(`READY ${server.url?.replace(/\/$/, '')}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopLive()
    void server.close(true).finally(() => process.exit(0))
  })
}
