/**
 * Two site instances on Redis behind the round-robin balancer (scripts/clusterStack.ts), started here
 * beside the bench's single-instance stack: homepage throughput of the cluster against one instance in
 * the same run, and the refresh calls that 100 concurrent expired-token requests over both instances
 * make at the identity stand-in (goal: exactly 1).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { Effect, Exit } from 'effect'
import { startCluster } from '../../scripts/clusterStack.ts'
import { accountsSettingsFromEnv } from '../../services/accounts/http/config.ts'
import { Identity } from '../../services/accounts/identity/Identity.ts'
import { accountServicesLayer } from '../../services/accounts/layer.ts'
import { cookieNames } from '../../src/identity/cookies.ts'
import type { BenchContext, BenchRow } from './types.ts'

const load = { connections: 10, duration: 10 }
const refreshRoute = 'identity POST /api/v2/tokens/refresh'

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, ...load })
  if (result.non2xx > 0) throw new Error(`${url} answered ${result.non2xx} non-2xx responses under load`)
  return result.requests.average
}

export default async function cluster(ctx: BenchContext): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-cluster-'))
  // Access tokens live 6 s: long enough that the renewed one outlives the burst, short to wait for.
  const env = { NODE_ENV: 'production', ENV_FILE: '', ACCOUNTS_ACCESS_TOKEN_TTL: '6' }
  const running = await startCluster({ port: 0, dataDir, freePorts: true, env })
  try {
    const single = await requestsPerSecond(new URL('/', ctx.baseUrl).href)
    const both = await requestsPerSecond(`${running.siteUrl}/`)

    const layer = accountServicesLayer(accountsSettingsFromEnv(running.stack.siteEnv))
    const login = await Effect.runPromiseExit(
      Identity.use((i) => i.login({ email_address: 'ana@example.com', password: 'Studio-Demo-1' })).pipe(
        Effect.provide(layer),
      ),
    )
    if (!Exit.isSuccess(login)) throw new Error(`login failed: ${String(login.cause)}`)
    const { access, refresh } = login.value.tokens
    while (Date.now() / 1000 <= access.expires_at + 0.5) await new Promise((r) => setTimeout(r, 100))
    const stats = async () =>
      (
        (await (await fetch(`${running.stack.sandboxUrls.accounts}/__sandbox/stats`)).json()) as {
          routes: Record<string, number>
        }
      ).routes[refreshRoute] ?? 0
    const before = await stats()
    const cookie = `${cookieNames.access}=${encodeURIComponent(access.token)}; ${cookieNames.refresh}=${encodeURIComponent(refresh.token)}`
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        fetch(`${running.siteUrl}/api/account/read/overview`, { headers: { cookie } }).then(
          async (r) => r.status === 200 && (await r.text()).includes('ana@example.com'),
        ),
      ),
    )
    const burstMs = performance.now() - started
    const calls = (await stats()) - before
    return [
      { metric: 'homepage, one instance requests/s', value: Math.round(single), unit: 'req/s' },
      {
        metric: 'homepage, two instances on Redis + balancer requests/s',
        value: Math.round(both),
        unit: 'req/s',
      },
      {
        metric: 'two instances / one instance throughput',
        value: Math.round((both / single) * 1000) / 1000,
        unit: 'ratio',
      },
      { metric: 'refresh calls, 100 expired-token requests over 2 instances', value: calls, unit: 'calls' },
      { metric: 'signed-in answers of those 100', value: answers.filter(Boolean).length, unit: 'answers' },
      { metric: 'those 100 requests, whole burst', value: Math.round(burstMs), unit: 'ms' },
    ]
  } finally {
    await running.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
