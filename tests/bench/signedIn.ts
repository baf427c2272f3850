/** A demo customer's session as the site's cookies, for benches that measure signed-in pages. */
import { Effect } from 'effect'
import { accountsSettingsFromEnv } from '../../services/accounts/http/config.ts'
import { Identity } from '../../services/accounts/identity/Identity.ts'
import { accountServicesLayer } from '../../services/accounts/layer.ts'
import { cookieNames } from '../../src/identity/cookies.ts'
import type { BenchContext } from './types.ts'

/** ana's tokens from a password login against the accounts stand-in. */
export async function anaTokens(ctx: BenchContext) {
  const { tokens } = await Effect.runPromise(
    Identity.use((identity) =>
      identity.login({ email_address: 'ana@example.com', password: 'Studio-Demo-1' }),
    ).pipe(Effect.provide(accountServicesLayer(accountsSettingsFromEnv(ctx.siteEnv)))),
  )
  return tokens
}

/** ana's session (a password login against the accounts stand-in) as a `Cookie` header. */
export async function anaCookie(ctx: BenchContext): Promise<string> {
  const tokens = await anaTokens(ctx)
  return [
    `${cookieNames.access}=${encodeURIComponent(tokens.access.token)}`,
    `${cookieNames.refresh}=${encodeURIComponent(tokens.refresh.token)}`,
  ].join('; ')
}
