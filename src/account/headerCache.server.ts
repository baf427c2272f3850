/**
 * Facts kept per customer session for a short while: the header's name and picture (docs/decisions/264),
 * and the device notifications an account screen is drawn with (decision 279). Every
 * page a signed-in customer opens shows them, and asking the identity and profile services on each view
 * was two of the three to five account calls an account screen made (issue 26). Keyed by a digest of
 * the pair of tokens the browser sent (never one token alone, decision 210), bounded in entries with
 * the least recently used dropped first, and emptied for a session by any account command it sends, so
 * a changed name shows on the very next page. A read that began before a command ended stores nothing:
 * it may carry what the command just changed.
 */
import { createHash } from 'node:crypto'
import { cookieSettings } from '../identity/context.server.ts'
import { sentTokens } from '../identity/cookies.ts'
import type { AccountPlatform } from '../identity/platform.server.ts'

export interface HeaderFacts {
  readonly name: string
  readonly avatar?: string
}

export interface SessionCacheOptions {
  /** How long an entry answers, in ms. */
  readonly ttlMs?: number
  /** At most this many sessions are kept; the least recently used goes first. */
  readonly maxEntries?: number
  readonly now?: () => number
}

export const headerCacheDefaults = { ttlMs: 30_000, maxEntries: 5_000 } as const

/** A session's place in the cache, or undefined for a request that is not one whole session. */
export type SessionKey = string | undefined

export function createSessionCache<T>(options: SessionCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? headerCacheDefaults.ttlMs
  const maxEntries = options.maxEntries ?? headerCacheDefaults.maxEntries
  const now = options.now ?? Date.now
  const entries = new Map<string, { readonly facts: T; readonly until: number }>()
  // Counts every invalidation: a read stores only when none happened since it began.
  let forgets = 0
  return {
    /** The session's facts while fresh; a hit becomes the most recently used. */
    get(key: SessionKey): T | undefined {
      if (key === undefined) return undefined
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      if (entry.until <= now()) return undefined
      entries.set(key, entry)
      return entry.facts
    },
    /** Taken before the calls; `store` refuses when an invalidation came in between. */
    mark: (): number => forgets,
    store(key: SessionKey, facts: T, mark: number): void {
      if (key === undefined || mark !== forgets) return
      entries.delete(key)
      entries.set(key, { facts, until: now() + ttlMs })
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break
        entries.delete(oldest)
      }
    },
    forget(key: SessionKey): void {
      forgets += 1
      if (key !== undefined) entries.delete(key)
    },
    get size(): number {
      return entries.size
    },
  }
}

export type SessionCache<T> = ReturnType<typeof createSessionCache<T>>
export type HeaderCache = SessionCache<HeaderFacts>
export const createHeaderCache = (options: SessionCacheOptions = {}): HeaderCache =>
  createSessionCache<HeaderFacts>(options)

/** The key of the request's session: both token cookies, each sent once; anything else is not cached. */
export function sessionKeyOf(platform: AccountPlatform, request: Request): SessionKey {
  const { tokens, duplicated } = sentTokens(
    request.headers.get('cookie'),
    cookieSettings(platform.site, request),
  )
  if (duplicated || !tokens.accessToken || !tokens.refreshToken) return undefined
  return createHash('sha256')
    .update(tokens.accessToken)
    .update('\n')
    .update(tokens.refreshToken)
    .digest('base64')
}

// One cache of each kind per platform (one per process, or per test), without widening its interface.
type Kind = 'header' | 'notices'
const caches = new WeakMap<AccountPlatform, Map<Kind, SessionCache<unknown>>>()

/** The platform's cache of one kind of session facts; every kind is forgotten together by a command. */
export function sessionCacheOf<T>(platform: AccountPlatform, kind: Kind): SessionCache<T> {
  let kinds = caches.get(platform)
  if (!kinds) {
    kinds = new Map()
    caches.set(platform, kinds)
  }
  let cache = kinds.get(kind)
  if (!cache) {
    cache = createSessionCache<unknown>()
    kinds.set(kind, cache)
  }
  return cache as SessionCache<T>
}

export const headerCacheOf = (platform: AccountPlatform): HeaderCache =>
  sessionCacheOf<HeaderFacts>(platform, 'header')

/**
 * After any account command of this request's session, and at its sign-out: the next page asks the
 * services again for everything kept (a command may change the name, or whom a campaign targets).
 */
export function forgetSession(platform: AccountPlatform, request: Request): void {
  const key = sessionKeyOf(platform, request)
  for (const cache of caches.get(platform)?.values() ?? []) cache.forget(key)
}
