/**
 * Where the account services live and who we are to them (docs/decisions/007). Read once from the
 * environment at start-up; a bad value stops the server with a message naming the variable.
 */
import { Context } from 'effect'
import { accountServices, type ServiceName } from '../../../models/accounts/services.ts'

export { type ServiceName, serviceNames } from '../../../models/accounts/services.ts'

export interface AccountsSettings {
  /** Base URL per service, without a trailing slash. */
  readonly baseUrls: Readonly<Record<ServiceName, string>>
  readonly appId: string
  readonly appSecret: string
  /** True on the site's server: adds the CDN auth header (never true in a browser). */
  readonly onServer: boolean
}

export class AccountsConfig extends Context.Service<AccountsConfig, AccountsSettings>()(
  'services/accounts/http/AccountsConfig',
) {}

export class AccountsConfigError extends Error {
  override readonly name = 'AccountsConfigError'
}

function baseUrl(variable: string, raw: string): string | string[] {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return [`${variable} is not a URL: "${raw}"`]
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return [`${variable} must be an http or https URL, got "${raw}"`]
  }
  if (url.search || url.hash) return [`${variable} must not carry a query or fragment: "${raw}"`]
  return url.href.replace(/\/+$/, '')
}

/**
 * Builds the settings from the environment. With `ACCOUNTS_IDENTITY_URL` unset everything points at
 * the local stand-in (its default port, or `ACCOUNTS_SANDBOX_PORT`, and its seeded app). Setting it
 * means "the real services": then every base URL and the app credentials are required. Throws an
 * `AccountsConfigError` listing every missing or invalid variable.
 */
export function accountsSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): AccountsSettings {
  const problems: string[] = []
  const real = Boolean(env.ACCOUNTS_IDENTITY_URL?.trim())
  const sandbox = `http://127.0.0.1:${env.ACCOUNTS_SANDBOX_PORT || '3334'}`
  const required = (variable: string, fallback: string): string => {
    const value = env[variable]?.trim()
    if (value) return value
    if (real) problems.push(`${variable} is required when ACCOUNTS_IDENTITY_URL is set`)
    return fallback
  }
  const baseUrls = {} as Record<ServiceName, string>
  for (const { name, variable } of accountServices) {
    const checked = baseUrl(variable, required(variable, `${sandbox}/${name}`))
    if (Array.isArray(checked)) problems.push(...checked)
    else baseUrls[name] = checked
  }
  const appId = required('ACCOUNTS_APP_ID', 'website')
  const appSecret = required('ACCOUNTS_APP_SECRET', 'website-secret')
  if (appId.includes(':')) problems.push('ACCOUNTS_APP_ID must not contain ":"')
  if (problems.length) {
    throw new AccountsConfigError(`Invalid account-services configuration:\n- ${problems.join('\n- ')}`)
  }
  return { baseUrls, appId, appSecret, onServer: true }
}
