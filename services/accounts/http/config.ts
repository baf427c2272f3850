/**
 * Where the account services live and who we are to them (docs/decisions/007, 220). Read once from the
 * environment at start-up; a bad value stops the server with a message naming the variable.
 */
import { Context } from 'effect'
import { ConfigError, settings } from '../../../config/read.ts'
import { accountServices, type ServiceName } from '../../../models/accounts/services.ts'

export { type ServiceName, serviceNames } from '../../../models/accounts/services.ts'

export interface AccountsSettings {
  /** Base URL per service, without a trailing slash. */
  readonly baseUrls: Readonly<Record<ServiceName, string>>
  readonly appId: string
  readonly appSecret: string
  /** True on the site's server: adds the CDN auth header (never true in a browser). */
  readonly onServer: boolean
  /**
   * How long an answer that names no customer (the catalogue, product types, beta programs, referral
   * campaigns) is reused by every caller; 0 or unset asks on every call (decision 286).
   */
  readonly publicTtlMs?: number
}

export class AccountsConfig extends Context.Service<AccountsConfig, AccountsSettings>()(
  'services/accounts/http/AccountsConfig',
) {}

export class AccountsConfigError extends Error {
  override readonly name = 'AccountsConfigError'
}

/**
 * Builds the settings from the environment; the rules are the configuration schema's
 * (config/variables.ts). With `ACCOUNTS_IDENTITY_URL` unset everything points at the local stand-in
 * (its default port, or `ACCOUNTS_SANDBOX_PORT`, and its seeded app). Setting it means "the real
 * services": then every base URL and the app credentials are required. Throws an
 * `AccountsConfigError` listing every missing or invalid variable.
 */
export function accountsSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): AccountsSettings {
  let values: ReturnType<typeof read>
  try {
    values = read(env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    throw new AccountsConfigError(`Invalid account-services configuration:\n- ${error.problems.join('\n- ')}`)
  }
  const sandbox = `http://127.0.0.1:${values.ACCOUNTS_SANDBOX_PORT}`
  const baseUrls = {} as Record<ServiceName, string>
  for (const { name, variable } of accountServices) baseUrls[name] = values[variable] ?? `${sandbox}/${name}`
  return {
    baseUrls,
    appId: values.ACCOUNTS_APP_ID,
    appSecret: values.ACCOUNTS_APP_SECRET,
    onServer: true,
    publicTtlMs: values.CATALOG_CACHE_TTL_MS,
  }
}

const read = (env: Readonly<Record<string, string | undefined>>) =>
  settings(
    [
      ...accountServices.map((service) => service.variable),
      'ACCOUNTS_APP_ID',
      'ACCOUNTS_APP_SECRET',
      'ACCOUNTS_SANDBOX_PORT',
      'CATALOG_CACHE_TTL_MS',
    ],
    env,
  )
