/**
 * What one customer call costs the site's process (decision 297): ana's licence list, through the
 * site's account client (the service class over the HTTP core: the call's span, time-out and schema
 * decode) and, for comparison, through the platform's `fetch` alone with the same headers, against the
 * accounts stand-in. Measured in the bench's own process, seven calls at a time as the overview makes
 * them; the stand-in's CPU is its own process's. Without the request's telemetry (`observed`), so the
 * client's figure leaves out the call's log line and metrics: a lower bound of what the site pays.
 */
import { Effect, ManagedRuntime } from 'effect'
import { cdnAuthHeader } from '../../services/accounts/http/client.ts'
import { accountsSettingsFromEnv } from '../../services/accounts/http/config.ts'
import { Customer } from '../../services/accounts/http/customer.ts'
import { cdnAuth } from '../../services/accounts/http/request.ts'
import { accountServicesLayer } from '../../services/accounts/layer.ts'
import { License } from '../../services/accounts/license/License.ts'
import { anaTokens } from './signedIn.ts'
import type { BenchContext } from './types.ts'

const calls = 3000
const together = 7

/** CPU time of this process per call of `one`. */
async function cpuPerCall(one: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage()
  let left = calls
  await Promise.all(
    Array.from({ length: together }, async () => {
      while (left-- > 0) await one()
    }),
  )
  const used = process.cpuUsage(before)
  return (used.user + used.system) / 1000 / calls
}

export async function customerCallCost(ctx: BenchContext): Promise<{ client: number; fetch: number }> {
  const settings = accountsSettingsFromEnv(ctx.siteEnv)
  const { access } = await anaTokens(ctx)
  const runtime = ManagedRuntime.make(accountServicesLayer(settings))
  try {
    const listLicenses = License.use((license) => license.listLicenses()).pipe(
      Effect.provideService(Customer, { accessToken: access.token, userId: 0 }),
    )
    const url = `${settings.baseUrls.license}/api/v1/me/licenses`
    const headers = {
      accept: 'application/json',
      authorization: `Bearer ${access.token}`,
      [cdnAuthHeader]: cdnAuth(settings),
    }
    const answer = await fetch(url, { headers })
    if (answer.status !== 200) throw new Error(`the licence list answered ${answer.status}`)
    const viaClient = () => runtime.runPromise(listLicenses)
    const viaFetch = async () => (await fetch(url, { headers })).json()
    // Steady state, as in a site that has served for a while: the first few thousand calls of a
    // process still compile and cost up to half as much again. Warm both, then keep the lower of two
    // alternated measures of each.
    for (const one of [viaClient, viaFetch]) await cpuPerCall(one)
    const client = [await cpuPerCall(viaClient)]
    const bare = [await cpuPerCall(viaFetch)]
    client.push(await cpuPerCall(viaClient))
    bare.push(await cpuPerCall(viaFetch))
    return { client: Math.min(...client), fetch: Math.min(...bare) }
  } finally {
    await runtime.dispose()
  }
}
