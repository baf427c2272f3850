/**
 * Renewing sessions on the site's server, one per customer session, keyed by the refresh token the
 * browser sent. Concurrent requests of one customer find the same session and so share one refresh;
 * different customers never share tokens.
 *
 * Once the browser has been given the rotated tokens, the old refresh token stays an alias of the
 * session for a fixed, short window (`aliasMs`, counted from then and never extended by use): a request that left the browser
 * before the new cookies arrived gets the new tokens instead of replaying the rotated-away token. Past
 * the window the old token is treated as what it is, a stale token: it gets a session of its own, whose
 * refresh the provider refuses (and reads as reuse), so a stolen old token is not kept alive by the
 * customer's own activity (docs/decisions/051).
 */
import {
  createRenewingSession,
  type Refresh,
  type RenewingSession,
  type SessionTokens,
} from '../../machines/identity/renewingSession.ts'

interface Current {
  readonly session: RenewingSession
  lastUsed: number
}

interface Alias {
  readonly session: RenewingSession
  /** Fixed at the rotation: when the old token stops leading to the session. */
  readonly until: number
}

export interface SessionRegistryOptions {
  readonly refresh: Refresh
  readonly rotate?: boolean
  /** How long an idle session is kept, in ms. */
  readonly idleMs?: number
  /** How long a rotated-away refresh token still leads to its session, in ms. */
  readonly aliasMs?: number
  readonly now?: () => number
  /** Told when a rotated-away refresh token becomes an alias, so other instances start its window too. */
  readonly onAliased?: (oldRefreshToken: string) => void
  /** Told when a request waits for its session's refresh another request started (metrics). */
  readonly onJoin?: () => void
}

export const defaultAliasMs = 10_000

export function createSessionRegistry(options: SessionRegistryOptions) {
  const current = new Map<string, Current>()
  const aliases = new Map<string, Alias>()
  const idleMs = options.idleMs ?? 120_000
  const aliasMs = options.aliasMs ?? defaultAliasMs
  const now = options.now ?? Date.now

  function sweep(): void {
    const at = now()
    for (const [key, alias] of aliases) if (alias.until <= at) aliases.delete(key)
    for (const [key, entry] of current) {
      if (entry.lastUsed < at - idleMs && !entry.session.busy()) {
        current.delete(key)
        entry.session.stop()
      }
    }
  }

  const live = (session: RenewingSession | undefined) =>
    session !== undefined && session.tokens() !== undefined ? session : undefined

  return {
    /** The session for the tokens a request carried; a request without a refresh token gets its own. */
    forTokens(tokens: SessionTokens): RenewingSession {
      sweep()
      const key = tokens.refreshToken
      if (key) {
        const entry = current.get(key)
        if (live(entry?.session)) {
          entry!.lastUsed = now()
          return entry!.session
        }
        const aliased = live(aliases.get(key)?.session)
        if (aliased) return aliased
      }
      const session = createRenewingSession(tokens, options.refresh, {
        rotate: options.rotate,
        onJoin: options.onJoin,
      })
      if (key) current.set(key, { session, lastUsed: now() })
      return session
    },
    /**
     * After a request: key the session by its current refresh token too. The old key keeps leading to
     * it until the new tokens have been handed to the browser (`delivered`): a response that gave up
     * waiting (the header's budget) never told the browser, so its old cookie is still the customer's.
     */
    remember(session: RenewingSession): void {
      const token = session.tokens()?.refreshToken
      if (!token) return
      const entry = current.get(token)
      if (entry?.session === session) entry.lastUsed = now()
      else current.set(token, { session, lastUsed: now() })
    },
    /** The browser now has the session's current tokens: older keys become aliases for `aliasMs`. */
    delivered(session: RenewingSession): void {
      const token = session.tokens()?.refreshToken
      if (!token) return
      for (const [key, entry] of current) {
        if (entry.session === session && key !== token) {
          current.delete(key)
          aliases.set(key, { session, until: now() + aliasMs })
          options.onAliased?.(key)
        }
      }
    },
    /** Sign-out or an ended session: forget every key of this session. */
    forget(session: RenewingSession): void {
      for (const [key, entry] of current) if (entry.session === session) current.delete(key)
      for (const [key, alias] of aliases) if (alias.session === session) aliases.delete(key)
      session.stop()
    },
    size: () => current.size + aliases.size,
  }
}

export type SessionRegistry = ReturnType<typeof createSessionRegistry>
