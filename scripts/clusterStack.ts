/**
 * Several site instances on one Redis, as a deployment that outgrew one machine runs them: redis-server,
 * the stand-ins once, N instances of the production site with REDIS_URL, and the round-robin balancer
 * in front on the site's port. Used by `npm run start:cluster` and by the two-instance e2e test and bench.
 */
import type { ChildProcess } from 'node:child_process'
import { type RunningBalancer, startBalancer } from './clusterBalancer.ts'
import { type RunningRedis, startRedisServer } from './redisServer.ts'
import { type RunningStack, type StackOptions, startProcess, startStack, stopProcess } from './stack.ts'

export interface ClusterOptions extends StackOptions {
  /** How many site instances (2 unless given). */
  readonly instances?: number
  /** Redis port; a free one unless given. Ignored when REDIS_URL points at a Redis already running. */
  readonly redisPort?: number
}

export interface RunningCluster {
  /** The balancer: the one address visitors use. */
  readonly siteUrl: string
  readonly instanceUrls: readonly string[]
  readonly instances: readonly ChildProcess[]
  readonly redisUrl: string
  readonly stack: RunningStack
  readonly balancer: RunningBalancer
  stop(): Promise<void>
}

export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const external = process.env.REDIS_URL?.trim() || options.env?.REDIS_URL
  let redis: RunningRedis | undefined
  let stack: RunningStack | undefined
  const instances: ChildProcess[] = []
  let balancer: RunningBalancer | undefined
  const stop = async () => {
    await balancer?.stop()
    await Promise.all(instances.map(stopProcess))
    await stack?.stop()
    await redis?.stop()
  }
  try {
    if (!external) redis = await startRedisServer(options.redisPort)
    const redisUrl = external ?? redis!.url
    stack = await startStack({ ...options, site: false })
    const env = { ...process.env, ...options.env, ...stack.siteEnv, REDIS_URL: redisUrl, PORT: '0' }
    const urls: string[] = []
    // One after the other: two builds of the server module at once double the start-up on 2 cores.
    for (let i = 1; i <= (options.instances ?? 2); i++) {
      const { url, child } = await startProcess(`site-${i}`, 'scripts/serve.ts', env, options.verbose)
      instances.push(child)
      urls.push(url)
    }
    balancer = await startBalancer(options.port, urls)
    return { siteUrl: balancer.url, instanceUrls: urls, instances, redisUrl, stack, balancer, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
