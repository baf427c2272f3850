/**
 * The live account platform, built once when the server starts: configuration validated (a bad
 * variable stops the server with a message naming it), one runtime over every account service, one
 * session registry for all customers (renewing in one flight with the other instances when REDIS_URL is
 * set), and the sign-in flows on top.
 */
import { accountsSettingsFromEnv } from '../../services/accounts/http/config.ts'
import { accountServicesLayer } from '../../services/accounts/layer.ts'
import { siteConfig } from '../config/site.server.ts'
import { shared } from '../scale/site.server.ts'
import { cookieDomainFromEnv } from './cookies.ts'
import { createAccountPlatform } from './platform.server.ts'
import { createSignInFlows } from './signIn.server.ts'

/** `ACCOUNTS_TOKEN_ROTATION=off` refreshes with v1 (no rotation). */
function rotationFromEnv(raw: string | undefined): boolean {
  if (!raw || raw === 'on') return true
  if (raw === 'off') return false
  throw new Error(`ACCOUNTS_TOKEN_ROTATION must be "on" or "off", got "${raw}"`)
}

function millisFromEnv(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > 60_000) {
    throw new Error(`${name} must be a whole number of milliseconds from 0 to 60000, got "${raw}"`)
  }
  return value
}

function build(env: NodeJS.ProcessEnv) {
  const settings = accountsSettingsFromEnv(env)
  return createAccountPlatform(
    accountServicesLayer(settings),
    {
      identityUrl: settings.baseUrls.identity,
      appId: settings.appId,
      cookieDomain: cookieDomainFromEnv(env.ACCOUNTS_COOKIE_DOMAIN),
      siteUrl: siteConfig.siteUrl,
      allowedOrigins: [],
    },
    {
      rotate: rotationFromEnv(env.ACCOUNTS_TOKEN_ROTATION),
      aliasMs: millisFromEnv('ACCOUNTS_ROTATION_ALIAS_MS', env.ACCOUNTS_ROTATION_ALIAS_MS),
      headerBudgetMs: millisFromEnv('ACCOUNTS_HEADER_BUDGET_MS', env.ACCOUNTS_HEADER_BUDGET_MS),
      // Only Redis reaches other instances; in one process the registry's own single flight is all there is.
      shared: shared.kind === 'redis' ? shared : undefined,
    },
  )
}

export const accountPlatform = build(process.env)
export const signInFlows = createSignInFlows(accountPlatform)
