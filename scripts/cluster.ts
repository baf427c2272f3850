/**
 * `npm run start:cluster`: the site as several instances would run in production, on this machine:
 * redis-server (installed with apt-get when missing), the stand-ins, two site instances sharing it on
 * ports of their own (`SITE_INSTANCE_PORT`, then up), each restarted when it dies, and a round-robin
 * balancer on http://localhost:3000 (docs/scaling.md). SIGTERM, SIGINT or SIGHUP stops all of it.
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { checkOrExit, settings } from '../config/read.ts'
import { buildIfStale } from './build-if-stale.ts'
import { startCluster } from './clusterStack.ts'
import { loadEnvFile } from './env-file.ts'
import { stopOnSignals } from './lifecycle.ts'
import { repoRoot } from './stack.ts'

const envFile = loadEnvFile(repoRoot)
if (envFile) console.log(`Settings from ${envFile} (environment variables win)`)
checkOrExit(
  { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
  ['start', 'site', 'accounts stand-in', 'content stand-in', 'store stand-in'],
  'npm run start:cluster',
)
const config = settings([
  'PORT',
  'DATA_DIR',
  'REDIS_URL',
  'REDIS_PORT',
  'SITE_INSTANCES',
  'SITE_INSTANCE_PORT',
])

const hasRedis = () => spawnSync('redis-server', ['--version']).status === 0
if (!config.REDIS_URL && !hasRedis()) {
  console.log("redis-server is missing: installing Debian's redis-server with apt-get (needs root)…")
  const install = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server'],
    { stdio: 'inherit' },
  )
  if (install.status !== 0 || !hasRedis()) {
    console.warn(
      'Could not install redis-server. Install it yourself (sudo apt-get install redis-server), or set REDIS_URL to a running Redis; `npm start` runs one instance without Redis.',
    )
    process.exit(1)
  }
}

buildIfStale()
const log = (line: string) => console.warn(`${new Date().toISOString()} ${line}`)
const starting = startCluster({
  port: config.PORT,
  dataDir: resolve(repoRoot, config.DATA_DIR ?? '.data'),
  redisPort: config.REDIS_PORT,
  instances: config.SITE_INSTANCES,
  instancePort: config.SITE_INSTANCE_PORT ?? (config.PORT === 0 ? 0 : config.PORT + 1),
  verbose: true,
  restart: true,
  log,
})
stopOnSignals(
  () =>
    starting.then(
      (cluster) => cluster.stop(),
      () => undefined,
    ),
  log,
)
const cluster = await starting.catch((error: Error) => {
  log(`could not start: ${error.message}`)
  process.exit(1)
})
console.log(`  Redis: ${cluster.redisUrl}`)
for (const [name, url] of Object.entries(cluster.stack.sandboxUrls))
  console.log(`  ${name} stand-in: ${url} (pid ${cluster.stack.processes[name]?.pid})`)
for (const [i, url] of cluster.instanceUrls.entries()) console.log(`  site instance ${i + 1}: ${url}`)
console.log(
  `Site ready (round robin over ${cluster.instanceUrls.length} instances): ${cluster.siteUrl.replace('127.0.0.1', 'localhost')}`,
)
