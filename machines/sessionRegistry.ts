/**
 * Renewing sessions on the site's server, one per customer session, keyed by the refresh token the
 * browser sent. Concurrent requests of one customer find the same session and so share one refresh;
 * different customers never share tokens. After a rotation the session stays reachable under the old
 * refresh token for a grace period: a request that left the browser before the new cookies arrived
 * gets the new tokens instead of replaying the rotated-away token (which the services treat as theft
 * and answer by revoking the whole session).
 */
import {
  createRenewingSession,
  type Refresh,
  type RenewingSession,
  type SessionTokens,
} from './renewingSession.ts'

interface Entry {
  readonly session: RenewingSession
  lastUsed: number
}

export interface SessionRegistryOptions {
  readonly refresh: Refresh
  readonly rotate?: boolean
  /** How long an idle session (and an old refresh token's alias) is kept, in ms. */
  readonly idleMs?: number
  readonly now?: () => number
}

export function createSessionRegistry(options: SessionRegistryOptions) {
  const entries = new Map<string, Entry>()
  const idleMs = options.idleMs ?? 120_000
  const now = options.now ?? Date.now

  function sweep(): void {
    const cutoff = now() - idleMs
    for (const [key, entry] of entries) {
      if (entry.lastUsed < cutoff && !entry.session.busy()) {
        entries.delete(key)
        if (![...entries.values()].includes(entry)) entry.session.stop()
      }
    }
  }

  return {
    /** The session for the tokens a request carried; a request without a refresh token gets its own. */
    forTokens(tokens: SessionTokens): RenewingSession {
      sweep()
      const key = tokens.refreshToken
      const found = key ? entries.get(key) : undefined
      if (found && found.session.tokens() !== undefined) {
        found.lastUsed = now()
        return found.session
      }
      const session = createRenewingSession(tokens, options.refresh, { rotate: options.rotate })
      if (key) entries.set(key, { session, lastUsed: now() })
      return session
    },
    /** After a request: make the session reachable under its current refresh token too. */
    remember(session: RenewingSession): void {
      const current = session.tokens()?.refreshToken
      if (!current) return
      const entry = [...entries.values()].find((e) => e.session === session)
      if (entry) {
        entry.lastUsed = now()
        entries.set(current, entry)
      } else entries.set(current, { session, lastUsed: now() })
    },
    /** Sign-out: forget every key of this session. */
    forget(session: RenewingSession): void {
      for (const [key, entry] of entries) if (entry.session === session) entries.delete(key)
      session.stop()
    },
    size: () => entries.size,
  }
}

export type SessionRegistry = ReturnType<typeof createSessionRegistry>
