/**
 * The live wiring, built once when the server starts: configuration validated (a bad variable stops
 * the server with a message naming it), one Identity client, one session registry for all customers
 * (each keyed by their own refresh token), and the flows built on them.
 */
import { Effect, Layer } from 'effect'
import { createSessionRegistry } from '../../machines/sessionRegistry.ts'
import { AccountsConfig, accountsSettingsFromEnv } from '../../services/http/config.ts'
import { Identity, IdentityLive } from '../../services/identity/Identity.ts'
import { createAccountReads } from './account.server.ts'
import type { AuthContext } from './context.server.ts'
import { cookieDomainFromEnv } from './cookies.ts'
import { createSignInFlows } from './signIn.server.ts'

function siteUrlFromEnv(raw: string | undefined): string | undefined {
  if (!raw?.trim()) return undefined
  try {
    const url = new URL(raw)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin
  } catch {
    // reported below
  }
  throw new Error(`SITE_URL must be an http(s) address like https://www.example.com, got "${raw}"`)
}

/** `ACCOUNTS_TOKEN_ROTATION=off` refreshes with v1 (no rotation), e.g. for several servers without sticky sessions. */
function rotationFromEnv(raw: string | undefined): boolean {
  if (!raw || raw === 'on') return true
  if (raw === 'off') return false
  throw new Error(`ACCOUNTS_TOKEN_ROTATION must be "on" or "off", got "${raw}"`)
}

function build(env: NodeJS.ProcessEnv) {
  const settings = accountsSettingsFromEnv(env)
  const rotate = rotationFromEnv(env.ACCOUNTS_TOKEN_ROTATION)
  const identity = Effect.runSync(
    Effect.gen(function* () {
      return yield* Identity
    }).pipe(Effect.provide(IdentityLive.pipe(Layer.provide(Layer.succeed(AccountsConfig, settings))))),
  )
  const registry = createSessionRegistry({
    refresh: (refreshToken, rotation) => identity.refreshTokens(refreshToken, { rotate: rotation }),
    rotate,
  })
  const context: AuthContext = {
    identity,
    registry,
    identityUrl: settings.baseUrls.identity,
    appId: settings.appId,
    cookieDomain: cookieDomainFromEnv(env.ACCOUNTS_COOKIE_DOMAIN),
    siteUrl: siteUrlFromEnv(env.SITE_URL),
    allowedOrigins: [],
  }
  return { context, ...createSignInFlows(context), ...createAccountReads(context) }
}

export const auth = build(process.env)
export { isCallback } from './signIn.server.ts'
