/**
 * `npm run start:cluster`: the site as several instances would run in production, on this machine:
 * redis-server (installed with apt-get when missing), the stand-ins, two site instances sharing it, and a
 * round-robin balancer on http://localhost:3000 (docs/scaling.md).
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { buildIfStale } from './build-if-stale.ts'
import { startCluster } from './clusterStack.ts'
import { loadEnvFile } from './env-file.ts'
import { repoRoot, stopOnSignals } from './stack.ts'

const envFile = loadEnvFile(repoRoot)
if (envFile) console.log(`Settings from ${envFile} (environment variables win)`)

const hasRedis = () => spawnSync('redis-server', ['--version']).status === 0
if (!process.env.REDIS_URL && !hasRedis()) {
  console.log("redis-server is missing: installing Debian's redis-server with apt-get (needs root)…")
  const install = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server'],
    {
      stdio: 'inherit',
    },
  )
  if (install.status !== 0 || !hasRedis()) {
    console.warn(
      'Could not install redis-server. Install it yourself (sudo apt-get install redis-server), or set REDIS_URL to a running Redis; `npm start` runs one instance without Redis.',
    )
    process.exit(1)
  }
}

buildIfStale()
const cluster = await startCluster({
  port: Number(process.env.PORT ?? 3000),
  dataDir: process.env.DATA_DIR ?? resolve(repoRoot, '.data'),
  redisPort: Number(process.env.REDIS_PORT ?? 6379),
  instances: Number(process.env.SITE_INSTANCES ?? 2),
  verbose: true,
})
console.log(`  Redis: ${cluster.redisUrl}`)
for (const [name, url] of Object.entries(cluster.stack.sandboxUrls)) console.log(`  ${name} stand-in: ${url}`)
for (const [i, url] of cluster.instanceUrls.entries()) console.log(`  site instance ${i + 1}: ${url}`)
console.log(
  `Site ready (round robin over ${cluster.instanceUrls.length} instances): ${cluster.siteUrl.replace('127.0.0.1', 'localhost')}`,
)

stopOnSignals(() => cluster.stop())
