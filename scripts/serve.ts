/**
 * Runs the production build as a process: reads .env, checks the site's variables (one line per
 * problem, exit 78), loads the server bundle (dist/server/server.js) and tells the site it exports where
 * to listen. Everything a request meets (the HTML cache, security headers, failure pages, compression,
 * static files, logs, metrics) is wired in the bundle, from src/server.ts (docs/decisions/155). Prints
 * `READY <url>` when listening (the stack runner waits for it). SIGTERM, SIGINT or SIGHUP: stop
 * listening at once, let requests in flight finish within SHUTDOWN_GRACE_MS, exit.
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkOrExit, settings } from '../config/read.ts'
import { loadEnvFile } from './env-file.ts'
import { stopSignals } from './lifecycle.ts'

/** What scripts/serve.ts needs from the bundle (src/server.ts's `site`); the e2e suite starts through it. */
interface ServerBundle {
  readonly site: {
    listen(options: { port: number; hostname: string; clientDir: string }): Promise<{
      readonly url: string
      /** Stops listening, drains requests in flight until the deadline, then closes what is left. */
      close(graceMs?: number): Promise<void>
    }>
  }
}

const root = resolve(import.meta.dirname, '..')
loadEnvFile(root) // .env when present; real environment variables win (scripts/env-file.ts)
// The server bundle keeps React external, and React picks its build from NODE_ENV when first loaded:
// unset, the server rendered with React's development build (checks, warnings; about 3× slower).
process.env.NODE_ENV ??= 'production'
checkOrExit(process.env, ['site'], 'site')
const { PORT, HOST, SHUTDOWN_GRACE_MS } = settings(['PORT', 'HOST', 'SHUTDOWN_GRACE_MS'])
const { site }: ServerBundle = await import(pathToFileURL(resolve(root, 'dist/server/server.js')).href)

const running = await site
  .listen({ port: PORT, hostname: HOST, clientDir: resolve(root, 'dist/client') })
  .catch((error: NodeJS.ErrnoException) => {
    // An operator's mistake (a port taken, an address not on this machine), not a crash: one line.
    const why =
      error.code === 'EADDRINUSE'
        ? `port ${PORT} on ${HOST} is in use: stop what listens there or set PORT`
        : error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND'
          ? `${HOST} is not an address of this machine: check HOST`
          : error.code === 'EACCES'
            ? `port ${PORT} needs privileges: pick one above 1023`
            : undefined
    if (!why) throw error
    console.error(`site: cannot listen: ${why}`)
    process.exit(1)
  })
console.log(`READY ${running.url}`)

let closing = false
for (const signal of stopSignals) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    void running.close(SHUTDOWN_GRACE_MS).finally(() => process.exit(0))
  })
}
