import { resolve } from 'node:path'
import { Effect } from 'effect'
import { accountsSettingsFromEnv } from '../../services/accounts/http/config.ts'
import { Identity } from '../../services/accounts/identity/Identity.ts'
import { accountServicesLayer } from '../../services/accounts/layer.ts'
import { cookieNames } from '../../src/identity/cookies.ts'
import { initialJsGzipBytes } from './initial-js.ts'
import type { BenchContext, BenchRow } from './types.ts'

const contentPages = [
  '/',
  '/studio',
  '/studio/sounds',
  '/studio/downloads',
  '/studio/downloads/2.3.1/win',
  '/studio/sounds/night-shift-drums',
  '/search?q=remix',
  '/no-such-page',
]

/** Every account screen (one file route each, decision 140), as ana sees it. */
const accountScreens = [
  '/account',
  '/account/licences',
  '/account/downloads',
  '/account/assets',
  '/account/artwork',
  '/account/subscriptions',
  '/account/payment-methods',
  '/account/orders',
  '/account/vouchers',
  '/account/profile',
  '/account/betas',
  '/account/rewards',
  '/account/security',
]

/** ana's session as the site's cookies, from a password login against the accounts stand-in. */
async function anaCookie(ctx: BenchContext): Promise<string> {
  const { tokens } = await Effect.runPromise(
    Identity.use((identity) =>
      identity.login({ email_address: 'ana@example.com', password: 'Studio-Demo-1' }),
    ).pipe(Effect.provide(accountServicesLayer(accountsSettingsFromEnv(ctx.siteEnv)))),
  )
  return [
    `${cookieNames.access}=${encodeURIComponent(tokens.access.token)}`,
    `${cookieNames.refresh}=${encodeURIComponent(tokens.refresh.token)}`,
  ].join('; ')
}

/** Initial JavaScript per page (gzip), read from the HTML the production server sends. */
export default async function bundle(ctx: BenchContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  const measure = async (path: string, headers: Record<string, string> = {}) => {
    const html = await (await fetch(new URL(path, ctx.baseUrl), { headers })).text()
    const bytes = initialJsGzipBytes(html, resolve(ctx.distDir, 'client'))
    rows.push({ metric: `initial JS ${path} (gzip -9)`, value: Math.round(bytes / 102.4) / 10, unit: 'KB' })
  }
  for (const path of contentPages) await measure(path)
  const cookie = await anaCookie(ctx)
  for (const path of accountScreens) await measure(path, { cookie })
  return rows
}
