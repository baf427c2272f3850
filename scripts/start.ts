/**
 * `npm start`: build when needed, then serve the site with its stand-ins on http://localhost:3000.
 * A process that dies (a stand-in, or the site itself) is restarted on its port after a short back-off
 * and the restart is logged: a crashed stand-in never takes the site down.
 */
import { resolve } from 'node:path'
import { buildIfStale, buildStudioIfStale } from './build-if-stale.ts'
import { loadEnvFile } from './env-file.ts'
import { repoRoot, startStack, stopOnSignals } from './stack.ts'

// Before anything reads the environment; the stand-ins and the site inherit it.
const envFile = loadEnvFile(repoRoot)
if (envFile) console.log(`Settings from ${envFile} (environment variables win)`)
buildIfStale()
buildStudioIfStale()
const stack = await startStack({
  port: Number(process.env.PORT ?? 3000),
  dataDir: process.env.DATA_DIR ?? resolve(repoRoot, '.data'),
  verbose: true,
  restart: true,
  log: (line) => console.warn(`${new Date().toISOString()} ${line}`),
})
for (const [name, url] of Object.entries(stack.sandboxUrls)) console.log(`  ${name} stand-in: ${url}`)
if (stack.studioUrl) console.log(`  Studio (signed in as the local editor): ${stack.studioUrl}`)
console.log(`Site ready: ${stack.siteUrl.replace('127.0.0.1', 'localhost')}`)

stopOnSignals(() => stack.stop())
