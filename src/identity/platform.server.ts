/**
 * The account platform: ONE Effect runtime for every account service and ONE session registry, built
 * once per process (runtime.server.ts) or per test (over test layers). Every account effect on the
 * site runs through `run`; nothing else builds clients or runs effects (docs/decisions/050).
 */
import { type Effect, Exit, type Layer, ManagedRuntime } from 'effect'
import type { Refresh } from '../../machines/identity/renewingSession.ts'
import { Identity } from '../../services/accounts/identity/Identity.ts'
import type { AccountServices } from '../../services/accounts/layer.ts'
import { telemetry } from '../../services/telemetry/site.ts'
import { observed } from '../../services/telemetry/tracing.ts'
import { memoryShared, type Shared } from '../scale/shared.ts'
import { type Attempts, createAttempts } from '../security/attempts.server.ts'
import { defaultCallBudgetMs } from '../security/budget.ts'
import { createSupportLog, type SupportLog } from '../security/supportLog.server.ts'
import type { SiteContext } from './context.server.ts'
import { sharedRenewal } from './renewal.ts'
import { createSessionRegistry, defaultAliasMs, type SessionRegistry } from './sessionRegistry.server.ts'

export interface AccountPlatform {
  /** Runs an account effect and returns its Exit: typed failures stay typed. */
  readonly run: <A, E>(effect: Effect.Effect<A, E, AccountServices>) => Promise<Exit.Exit<A, E>>
  readonly registry: SessionRegistry
  readonly site: SiteContext
  /** How long a content page's header waits for the customer's name before it renders without it. */
  readonly headerBudgetMs: number
  /** Attempt limits on secrets and guarded steps (decision 212), shared like `shared` when given. */
  readonly attempts: Attempts
  /**
   * How long a page's reads and the notifications endpoint wait for an account service before they
   * answer without it (decision 214); the header has its own, shorter `headerBudgetMs`.
   */
  readonly callBudgetMs: number
  /** Who from support read which customer's data, and when (decision 252), in the same store as `attempts`. */
  readonly supportLog: SupportLog
}

export interface PlatformOptions {
  /** v2 refresh (rotating) unless false. */
  readonly rotate?: boolean
  readonly aliasMs?: number
  readonly headerBudgetMs?: number
  /**
   * Shared with the site's other instances (Redis): one refresh per session across all of them, and the
   * alias window across them too (decision 078). Without it renewal stays in this process.
   */
  readonly shared?: Shared
  /**
   * Where attempts are counted and support reads logged: the process's `Shared` (Redis or in-process);
   * a fresh one if unset.
   */
  readonly attemptStore?: Shared
  /** Tries per address from browsers met for the first time; the policy's own (30) if unset. */
  readonly attemptsPerAddress?: number
  readonly callBudgetMs?: number
}

export const defaultHeaderBudgetMs = 1000

export function createAccountPlatform(
  layer: Layer.Layer<AccountServices>,
  site: SiteContext,
  options: PlatformOptions = {},
): AccountPlatform {
  const runtime = ManagedRuntime.make(layer)
  // In the request's context: its spans and log lines carry its id (services/telemetry).
  const run: AccountPlatform['run'] = (effect) => runtime.runPromiseExit(observed(effect))
  const refresh: Refresh = async (refreshToken, rotate) => {
    const exit = await run(Identity.use((identity) => identity.refreshTokens(refreshToken, { rotate })))
    telemetry.renewals.inc([Exit.isSuccess(exit) ? 'ok' : 'failed'])
    return exit
  }
  const aliasMs = options.aliasMs ?? defaultAliasMs
  const shared =
    options.shared &&
    sharedRenewal(options.shared, refresh, {
      aliasMs,
      onJoin: () => telemetry.renewalJoins.inc(['instances']),
    })
  const registry = createSessionRegistry({
    refresh: shared?.refresh ?? refresh,
    rotate: options.rotate,
    aliasMs,
    onAliased: shared && ((oldRefreshToken) => void shared.delivered(oldRefreshToken)),
    onJoin: () => telemetry.renewalJoins.inc(['process']),
  })
  const attemptStore = options.attemptStore ?? memoryShared()
  return {
    run,
    registry,
    site,
    headerBudgetMs: options.headerBudgetMs ?? defaultHeaderBudgetMs,
    attempts: createAttempts(attemptStore, { perAddress: options.attemptsPerAddress }),
    supportLog: createSupportLog(attemptStore),
    callBudgetMs: options.callBudgetMs ?? defaultCallBudgetMs,
  }
}
