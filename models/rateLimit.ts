/**
 * A fixed-window limit per key (a client address): at most `limit` events per `windowMs`. Pure apart
 * from the map it is given, so tests drive it with their own clock. Used for wrong preview secrets.
 */
export interface RateWindow {
  readonly started: number
  readonly count: number
}

export interface RateDecision {
  readonly allowed: boolean
  /** Whole seconds until the window resets (for `Retry-After`), when not allowed. */
  readonly retryAfterSeconds: number
}

export function createRateLimit(options: { limit: number; windowMs: number; maxKeys?: number }) {
  const windows = new Map<string, RateWindow>()
  const maxKeys = options.maxKeys ?? 10_000
  return {
    /** Counts one event for `key` at `now` and says whether it is still within the limit. */
    hit(key: string, now: number): RateDecision {
      let window = windows.get(key)
      if (!window || now - window.started >= options.windowMs) window = { started: now, count: 0 }
      window = { started: window.started, count: window.count + 1 }
      // Bounded memory under a flood of distinct keys: forget the oldest entry first.
      if (!windows.has(key) && windows.size >= maxKeys) windows.delete(windows.keys().next().value as string)
      windows.set(key, window)
      const allowed = window.count <= options.limit
      return {
        allowed,
        retryAfterSeconds: allowed
          ? 0
          : Math.max(1, Math.ceil((window.started + options.windowMs - now) / 1000)),
      }
    },
    /** True while `key` is over the limit (no event counted). */
    blocked(key: string, now: number): RateDecision {
      const window = windows.get(key)
      if (!window || now - window.started >= options.windowMs || window.count < options.limit) {
        return { allowed: true, retryAfterSeconds: 0 }
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.started + options.windowMs - now) / 1000)),
      }
    },
  }
}
