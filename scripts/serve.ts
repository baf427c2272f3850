/**
 * Runs the production build as a process: reads .env, loads the server bundle (dist/server/server.js)
 * and tells the site it exports where to listen. Everything a request meets (the HTML cache, security
 * headers, failure pages, compression, static files) is wired in the bundle, from src/server.ts
 * (docs/decisions/155). Prints `READY <url>` when listening (the stack runner waits for it).
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadEnvFile } from './env-file.ts'

/** What scripts/serve.ts needs from the bundle (src/server.ts's `site`); the e2e suite starts through it. */
interface ServerBundle {
  readonly site: {
    listen(options: { port: number; hostname: string; clientDir: string }): Promise<{
      readonly url: string
      close(): Promise<void>
    }>
  }
}

const root = resolve(import.meta.dirname, '..')
loadEnvFile(root) // .env when present; real environment variables win (scripts/env-file.ts)
// The server bundle keeps React external, and React picks its build from NODE_ENV when first loaded:
// unset, the server rendered with React's development build (checks, warnings; about 3× slower).
process.env.NODE_ENV ??= 'production'
const { site }: ServerBundle = await import(pathToFileURL(resolve(root, 'dist/server/server.js')).href)

const running = await site.listen({
  port: Number(process.env.PORT ?? 3000),
  hostname: process.env.HOST ?? '127.0.0.1',
  clientDir: resolve(root, 'dist/client'),
})
console.log(`READY ${running.url}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void running.close().finally(() => process.exit(0))
  })
}
