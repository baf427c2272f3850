/**
 * `npm start`: build when needed, then serve the site with its stand-ins on http://localhost:3000.
 * Every variable of every part is checked first (one line per problem, nothing started). A process
 * that dies (a stand-in, or the site itself) is restarted on its port after a short back-off and the
 * restart is logged: a crashed stand-in never takes the site down. SIGTERM, SIGINT or SIGHUP, or npm
 * going away, stops all of it (scripts/lifecycle.ts).
 */
import { resolve } from 'node:path'
import { checkOrExit, settings } from '../config/read.ts'
import { buildIfStale, buildStudioIfStale } from './build-if-stale.ts'
import { loadEnvFile } from './env-file.ts'
import { stopOnSignals } from './lifecycle.ts'
import { repoRoot, startStack } from './stack.ts'

// Before anything reads the environment; the stand-ins and the site inherit it.
const envFile = loadEnvFile(repoRoot)
if (envFile) console.log(`Settings from ${envFile} (environment variables win)`)
// The site runs with NODE_ENV=production unless told otherwise (scripts/serve.ts): check it as it will run.
checkOrExit(
  { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
  ['start', 'site', 'accounts stand-in', 'content stand-in', 'store stand-in'],
  'npm start',
)
const { PORT, DATA_DIR } = settings(['PORT', 'DATA_DIR'])
buildIfStale()
buildStudioIfStale()
const log = (line: string) => console.warn(`${new Date().toISOString()} ${line}`)
const starting = startStack({
  port: PORT,
  dataDir: resolve(repoRoot, DATA_DIR ?? '.data'),
  verbose: true,
  restart: true,
  log,
})
// From the first child on: a signal during start-up stops what has started by then.
stopOnSignals(
  () =>
    starting.then(
      (stack) => stack.stop(),
      () => undefined,
    ),
  log,
)
const stack = await starting.catch((error: Error) => {
  log(`could not start: ${error.message}`)
  process.exit(1)
})
// The pid is how an operator stops one stand-in for good (`kill <pid>`; docs/operations.md).
for (const [name, url] of Object.entries(stack.sandboxUrls))
  console.log(`  ${name} stand-in: ${url} (pid ${stack.processes[name]?.pid})`)
if (stack.studioUrl)
  console.log(
    `  Studio (signed in as the local editor): ${stack.studioUrl} (pid ${stack.processes.studio?.pid})`,
  )
console.log(`Site ready: ${stack.siteUrl.replace('127.0.0.1', 'localhost')}`)
