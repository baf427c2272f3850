/**
 * One customer session's account calls, with spec §4 renewal: a call that fails with an invalid access
 * token (or access denied while the access token is empty and a refresh token exists) waits for the
 * session's single shared refresh (tokenRenewal machine), then is retried ONCE with the new token.
 * A second failure is returned as it is: retries are capped, nothing loops.
 */
import { Cause, Effect, Exit } from 'effect'
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import type { TokenPair } from '../../models/accounts/identity.ts'
import type { AccountsError } from '../../services/accounts/http/errors.ts'
import type { Credentials } from '../../services/accounts/http/request.ts'
import { type RenewalInput, tokenRenewalMachine } from './tokenRenewal.ts'

export interface SessionTokens {
  readonly accessToken: string
  readonly refreshToken: string | undefined
}

/** The refresh call, run by the caller's runtime (src/identity/platform.server.ts); a promise because an actor awaits it. */
export type Refresh = (refreshToken: string, rotate: boolean) => Promise<Exit.Exit<TokenPair, AccountsError>>

type Snapshot = SnapshotFrom<typeof tokenRenewalMachine>

/** Fails with the refresh's error, or with `fallback` when there was nothing to renew with. */
function awaitRenewal(
  actor: ReturnType<typeof startActor>,
  staleToken: string,
  fallback: AccountsError,
  onJoin?: () => void,
) {
  return Effect.callback<Credentials, AccountsError>((resume) => {
    const settle = (s: Snapshot): boolean => {
      if (s.matches('refreshing')) return false
      if (s.status === 'done' || s.context.accessToken === staleToken) {
        resume(Effect.fail(s.context.lastError ?? fallback))
      } else {
        resume(Effect.succeed({ accessToken: s.context.accessToken, userId: 0 }))
      }
      return true
    }
    const now = actor.getSnapshot()
    // Another request of this session started the refresh: this one waits for it (the single flight).
    if (now.matches('refreshing')) onJoin?.()
    if (now.status !== 'done' && !now.matches('refreshing') && now.context.accessToken === staleToken) {
      if (now.context.refreshToken === undefined) {
        resume(Effect.fail(fallback))
        return
      }
      actor.send({ type: 'token.rejected', accessToken: staleToken })
    }
    if (settle(actor.getSnapshot())) return
    const subscription = actor.subscribe((s) => {
      if (settle(s)) subscription.unsubscribe()
    })
    return Effect.sync(() => subscription.unsubscribe())
  })
}

function startActor(input: RenewalInput, refresh: Refresh) {
  return createActor(
    tokenRenewalMachine.provide({
      actors: {
        refreshTokens: fromPromise(async ({ input: { refreshToken, rotate } }) => {
          const exit = await refresh(refreshToken, rotate)
          if (Exit.isSuccess(exit)) return exit.value
          throw Cause.squash(exit.cause)
        }),
      },
    }),
    { input },
  ).start()
}

const shouldRenew = (error: AccountsError, used: Credentials): boolean =>
  error._tag === 'InvalidAccessToken' || (error._tag === 'AccessDenied' && used.accessToken === '')

export interface RenewingSession {
  /** Runs an account call for this session, renewing and retrying once when the token is refused. */
  readonly run: <A, R>(
    call: (credentials: Credentials) => Effect.Effect<A, AccountsError, R>,
  ) => Effect.Effect<A, AccountsError, R>
  /** The tokens now, or undefined once the session has ended (invalid refresh token). */
  readonly tokens: () => SessionTokens | undefined
  readonly busy: () => boolean
  readonly stop: () => void
}

export function createRenewingSession(
  initial: SessionTokens,
  refresh: Refresh,
  /** `onJoin`: told when a call waits for a refresh another call started (metrics). */
  options: { rotate?: boolean; userId?: number; onJoin?: () => void } = {},
): RenewingSession {
  const actor = startActor({ ...initial, rotate: options.rotate }, refresh)
  const userId = options.userId ?? 0
  const current = (): Credentials => ({ accessToken: actor.getSnapshot().context.accessToken, userId })

  const run: RenewingSession['run'] = (call) =>
    Effect.gen(function* () {
      const used = current()
      const first = yield* Effect.exit(call(used))
      if (Exit.isSuccess(first)) return first.value
      const error = Cause.squash(first.cause) as AccountsError
      if (!Cause.hasFails(first.cause) || !shouldRenew(error, used))
        return yield* Effect.failCause(first.cause)
      const renewed = yield* awaitRenewal(actor, used.accessToken, error, options.onJoin)
      return yield* call({ ...renewed, userId })
    })

  return {
    run,
    tokens: () => {
      const s = actor.getSnapshot()
      return s.status === 'done'
        ? undefined
        : { accessToken: s.context.accessToken, refreshToken: s.context.refreshToken }
    },
    busy: () => actor.getSnapshot().hasTag('busy'),
    stop: () => actor.stop(),
  }
}
