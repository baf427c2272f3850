/** Serves the built floor app with srvx, as `startProcess` expects: `READY <url>` once listening. */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from 'srvx'

const app = (await import(pathToFileURL(resolve(import.meta.dirname, 'dist/server/server.js')).href)) as {
  default: { fetch(request: Request): Response | Promise<Response> }
}
const server = serve({ port: 0, hostname: '127.0.0.1', silent: true, fetch: (r) => app.default.fetch(r) })
await server.ready()
console.log(`READY ${server.url?.replace(/\/$/, '')}`)
process.on('SIGTERM', () => void server.close(true).then(() => process.exit(0)))
