/**
 * The stand-in's configuration, read once from the environment through the project's configuration
 * schema (config/variables.ts, docs/decisions/220). Tests build one directly, with a fake clock.
 */
import { rawOf, settings } from '../../config/read.ts'

export interface AccountsConfig {
  readonly port: number
  readonly dataDir: string
  /** Access token lifetime in seconds (`ACCOUNTS_ACCESS_TOKEN_TTL`). */
  readonly accessTokenTtl: number
  /** Refresh token lifetime in seconds (`ACCOUNTS_REFRESH_TOKEN_TTL`). */
  readonly refreshTokenTtl: number
  /** Seconds after a password entry during which sensitive calls are allowed (2011 after). */
  readonly passwordReentryWindow: number
  /** Exact origins allowed as redirect and continue addresses besides loopback hosts. */
  readonly allowedOrigins: ReadonlyArray<string>
  /** The `/__sandbox` fault-injection and stats endpoints (loopback callers only). */
  readonly adminEnabled: boolean
  /** Milliseconds an AI image generation takes (`ACCOUNTS_AI_DELAY_MS`, default 3000). */
  readonly aiDelayMs?: number
  /** The site the provider links to, e.g. referral links (`ACCOUNTS_SANDBOX_SITE_URL`). */
  readonly siteUrl?: string
  /** Unix milliseconds; tests pass a clock they can move. */
  readonly now: () => number
}

/** Throws a ConfigError naming the variable when a value is invalid (the schema: config/variables.ts). */
export function configFromEnv(env: NodeJS.ProcessEnv): AccountsConfig {
  const values = settings(
    [
      'PORT',
      'DATA_DIR',
      'ACCOUNTS_ACCESS_TOKEN_TTL',
      'ACCOUNTS_REFRESH_TOKEN_TTL',
      'ACCOUNTS_PASSWORD_REENTRY_WINDOW',
      'ACCOUNTS_ALLOWED_ORIGINS',
      'ACCOUNTS_SANDBOX_ADMIN',
      'ACCOUNTS_AI_DELAY_MS',
      'ACCOUNTS_SANDBOX_SITE_URL',
    ],
    env,
  )
  return {
    // PORT's default is the site's; alone, the stand-in keeps its own.
    port: rawOf(env, 'PORT') === undefined ? 3334 : values.PORT,
    dataDir: values.DATA_DIR ?? '.data/accounts',
    accessTokenTtl: values.ACCOUNTS_ACCESS_TOKEN_TTL,
    refreshTokenTtl: values.ACCOUNTS_REFRESH_TOKEN_TTL,
    passwordReentryWindow: values.ACCOUNTS_PASSWORD_REENTRY_WINDOW,
    allowedOrigins: values.ACCOUNTS_ALLOWED_ORIGINS,
    adminEnabled: values.ACCOUNTS_SANDBOX_ADMIN,
    aiDelayMs: values.ACCOUNTS_AI_DELAY_MS,
    siteUrl: values.ACCOUNTS_SANDBOX_SITE_URL,
    now: Date.now,
  }
}
