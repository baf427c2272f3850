/**
 * Renewing sessions on the site's server, one per customer session, keyed by the PAIR of tokens the
 * browser sent: the access token and its refresh token, as the site issued them together. Concurrent
 * requests of one customer find the same session and so share one refresh; different customers never
 * share tokens. A refresh value alone never leads to a session (decision 210): a request carrying a
 * customer's real access token beside a refresh cookie of someone else's choosing gets a session of
 * its own, keyed by that odd pair, which the chosen value alone cannot find again.
 *
 * Once the browser has been given the rotated tokens, the old pair stays an alias of the session for
 * a fixed, short window (`aliasMs`, counted from then and never extended by use): a request that left
 * the browser before the new cookies arrived gets the new tokens instead of replaying the rotated-away
 * token. Past the window the old pair is treated as what it is, stale tokens: they get a session of
 * their own, whose refresh the provider refuses (and reads as reuse), so a stolen old token is not
 * kept alive by the customer's own activity (docs/decisions/051).
 */
import {
  createRenewingSession,
  type Refresh,
  type RenewingSession,
  type SessionTokens,
} from '../../machines/identity/renewingSession.ts'

interface Current {
  readonly session: RenewingSession
  /** The refresh token of the pair this entry is keyed by (told to `onAliased` when it rotates away). */
  readonly refreshToken: string
  lastUsed: number
}

interface Alias {
  readonly session: RenewingSession
  /** Fixed at the rotation: when the old pair stops leading to the session. */
  readonly until: number
}

/** The key of a pair: both tokens, so neither alone finds the session. */
export const pairKey = (tokens: SessionTokens): string | undefined =>
  tokens.refreshToken ? `${tokens.accessToken}\n${tokens.refreshToken}` : undefined

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
    /** The session for the pair a request carried; a pair the registry does not know gets its own. */
    forTokens(tokens: SessionTokens): RenewingSession {
      sweep()
      const key = pairKey(tokens)
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
      if (key && tokens.refreshToken)
        current.set(key, { session, refreshToken: tokens.refreshToken, lastUsed: now() })
      return session
    },
    /** The session this pair leads to now, if any (nothing is created). */
    find(tokens: SessionTokens): RenewingSession | undefined {
      const key = pairKey(tokens)
      if (!key) return undefined
      return live(current.get(key)?.session) ?? live(aliases.get(key)?.session)
    },
    /**
     * After a request: key the session by its current pair too. The old pair keeps leading to it until
     * the new tokens have been handed to the browser (`delivered`): a response that gave up waiting
     * (the header's budget) never told the browser, so its old cookies are still the customer's.
     */
    remember(session: RenewingSession): void {
      const tokens = session.tokens()
      const key = tokens && pairKey(tokens)
      if (!key || !tokens?.refreshToken) return
      const entry = current.get(key)
      if (entry?.session === session) entry.lastUsed = now()
      else current.set(key, { session, refreshToken: tokens.refreshToken, lastUsed: now() })
    },
    /** The browser now has the session's current tokens: older pairs become aliases for `aliasMs`. */
    delivered(session: RenewingSession): void {
      const tokens = session.tokens()
      const key = tokens && pairKey(tokens)
      if (!key) return
      for (const [old, entry] of current) {
        if (entry.session === session && old !== key) {
          current.delete(old)
          aliases.set(old, { session, until: now() + aliasMs })
          if (entry.refreshToken !== tokens?.refreshToken) options.onAliased?.(entry.refreshToken)
        }
      }
    },
    /** Sign-out, an ended session or a replaced one: forget every pair of this session. */
    forget(session: RenewingSession): void {
      for (const [key, entry] of current) if (entry.session === session) current.delete(key)
      for (const [key, alias] of aliases) if (alias.session === session) aliases.delete(key)
      session.stop()
    },
    size: () => current.size + aliases.size,
  }
}

export type SessionRegistry = ReturnType<typeof createSessionRegistry>
