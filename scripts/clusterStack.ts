/**
 * Several site instances on one Redis, as a deployment that outgrew one machine runs them: redis-server,
 * the stand-ins once, N instances of the production site with REDIS_URL on ports of their own (restarted
 * there when they die, like the stand-ins), and the round-robin balancer in front on the site's port.
 * Used by `npm run start:cluster` and by the two-instance e2e tests and bench.
 */
import type { ChildProcess } from 'node:child_process'
import { rawOf } from '../config/read.ts'
import { type RunningBalancer, startBalancer } from './clusterBalancer.ts'
import { freePort } from './ports.ts'
import { startProcess } from './processes.ts'
import { type RunningRedis, startRedisServer } from './redisServer.ts'
import { type RunningStack, type StackOptions, startStack } from './stack.ts'

export interface ClusterOptions extends StackOptions {
  /** How many site instances (2 unless given). */
  readonly instances?: number
  /** Port of the first instance, the next ones count up; 0 (the default) gives each a free port. */
  readonly instancePort?: number
  /** Redis port; a free one unless given. Ignored when REDIS_URL points at a Redis already running. */
  readonly redisPort?: number
}

export interface RunningCluster {
  /** The balancer: the one address visitors use. */
  readonly siteUrl: string
  readonly instanceUrls: readonly string[]
  /** The live process of each instance; a restart replaces the entry. */
  readonly instances: readonly ChildProcess[]
  readonly redisUrl: string
  readonly stack: RunningStack
  readonly balancer: RunningBalancer
  stop(): Promise<void>
}

export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const external = rawOf(process.env, 'REDIS_URL') ?? options.env?.REDIS_URL
  let redis: RunningRedis | undefined
  let stack: RunningStack | undefined
  let balancer: RunningBalancer | undefined
  const stop = async () => {
    await balancer?.stop()
    await stack?.stop()
    await redis?.stop()
  }
  try {
    if (!external) redis = await startRedisServer(options.redisPort)
    const redisUrl = external ?? redis!.url
    // Known before the stand-ins start: the provider's links point at the balancer.
    const port = options.port || (await freePort())
    stack = await startStack({ ...options, port, site: false })
    const env = { ...process.env, ...options.env, ...stack.siteEnv, REDIS_URL: redisUrl }
    const urls: string[] = []
    const names: string[] = []
    // One after the other: two builds of the server module at once double the start-up on 2 cores.
    for (let i = 1; i <= (options.instances ?? 2); i++) {
      const port = options.instancePort ? options.instancePort + i - 1 : 0
      const name = `site-${i}`
      const { url, child } = await startProcess(
        name,
        'scripts/serve.ts',
        { ...env, PORT: String(port) },
        options.verbose,
      )
      // The stack stops it with the stand-ins and, with `restart`, brings it back on the same port.
      stack.keep(name, 'scripts/serve.ts', { ...env, PORT: new URL(url).port }, child)
      urls.push(url)
      names.push(name)
    }
    balancer = await startBalancer(port, urls)
    const processes = stack.processes
    return {
      siteUrl: balancer.url,
      instanceUrls: urls,
      get instances() {
        return names.map((name) => processes[name]!)
      },
      redisUrl,
      stack,
      balancer,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
