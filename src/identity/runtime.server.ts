/**
 * The live account platform, built once when the server starts: configuration validated (a bad
 * variable stops the server with a message naming it), one runtime over every account service, one
 * session registry for all customers (renewing in one flight with the other instances when REDIS_URL is
 * set), and the sign-in flows on top.
 */
import { settings } from '../../config/read.ts'
import { accountsSettingsFromEnv } from '../../services/accounts/http/config.ts'
import { accountServicesLayer } from '../../services/accounts/layer.ts'
import { siteConfig } from '../config/site.server.ts'
import { shared } from '../scale/site.server.ts'
import { createAccountPlatform } from './platform.server.ts'
import { cookieKeyFrom } from './signedValue.ts'
import { createSignInFlows } from './signIn.server.ts'

function build(env: NodeJS.ProcessEnv) {
  const accounts = accountsSettingsFromEnv(env)
  const values = settings(
    [
      'ACCOUNTS_COOKIE_DOMAIN',
      'ACCOUNTS_TOKEN_ROTATION',
      'ACCOUNTS_ROTATION_ALIAS_MS',
      'ACCOUNTS_HEADER_BUDGET_MS',
      'ACCOUNTS_CALL_BUDGET_MS',
      'ATTEMPTS_PER_ADDRESS',
    ],
    env,
  )
  return createAccountPlatform(
    accountServicesLayer(accounts),
    {
      identityUrl: accounts.baseUrls.identity,
      appId: accounts.appId,
      cookieDomain: values.ACCOUNTS_COOKIE_DOMAIN,
      siteUrl: siteConfig.siteUrl,
      allowedOrigins: [],
      cookieKey: cookieKeyFrom(accounts.appSecret),
    },
    {
      rotate: values.ACCOUNTS_TOKEN_ROTATION,
      aliasMs: values.ACCOUNTS_ROTATION_ALIAS_MS,
      headerBudgetMs: values.ACCOUNTS_HEADER_BUDGET_MS,
      callBudgetMs: values.ACCOUNTS_CALL_BUDGET_MS,
      // Only Redis reaches other instances; in one process the registry's own single flight is all there is.
      shared: shared.kind === 'redis' ? shared : undefined,
      // Attempt counts are shared whatever the kind: in one process the in-process store is that process's.
      attemptStore: shared,
      attemptsPerAddress: values.ATTEMPTS_PER_ADDRESS,
    },
  )
}

export const accountPlatform = build(process.env)
export const signInFlows = createSignInFlows(accountPlatform)
