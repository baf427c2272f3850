/**
 * The stand-in's configuration, read once from the environment (docs/decisions/007) and validated with a
 * clear message. Tests build one directly, with a fake clock.
 */
import { aiDelayFromEnv } from './ai-proxy/config.ts'

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
  /** Unix milliseconds; tests pass a clock they can move. */
  readonly now: () => number
}

const defaults = {
  accessTokenTtl: 3600,
  refreshTokenTtl: 365 * 24 * 3600,
  passwordReentryWindow: 600,
}

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of seconds ≥ 1, got "${raw}"`)
  }
  return value
}

function origins(raw: string | undefined): string[] {
  if (!raw) return []
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL
      try {
        url = new URL(item)
      } catch {
        throw new Error(`ACCOUNTS_ALLOWED_ORIGINS: "${item}" is not an origin like https://www.example.com`)
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new Error(`ACCOUNTS_ALLOWED_ORIGINS: "${item}" must be http or https`)
      }
      return url.origin
    })
}

/** Throws with a message naming the variable when a value is invalid. */
export function configFromEnv(env: NodeJS.ProcessEnv): AccountsConfig {
  const port = Number(env.PORT ?? 3334)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`)
  return {
    port,
    dataDir: env.DATA_DIR ?? '.data/accounts',
    accessTokenTtl: seconds(env, 'ACCOUNTS_ACCESS_TOKEN_TTL', defaults.accessTokenTtl),
    refreshTokenTtl: seconds(env, 'ACCOUNTS_REFRESH_TOKEN_TTL', defaults.refreshTokenTtl),
    passwordReentryWindow: seconds(env, 'ACCOUNTS_PASSWORD_REENTRY_WINDOW', defaults.passwordReentryWindow),
    allowedOrigins: origins(env.ACCOUNTS_ALLOWED_ORIGINS),
    adminEnabled: env.ACCOUNTS_SANDBOX_ADMIN !== 'off',
    aiDelayMs: aiDelayFromEnv(env),
    now: Date.now,
  }
}
