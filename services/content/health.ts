/**
 * The content service's health flag, a circuit breaker (docs/decisions/073). Once a read finds the
 * service unreachable (refused connection, time-out, 5xx after the retries), reads fail at once
 * instead of each waiting for the read deadline: an uncached page answers 503 within milliseconds.
 * One trial read per `trialEveryMs` goes through; its success closes the breaker again, so the site
 * recovers without a restart. The read that finds the outage still makes its retries (spec §9);
 * the reads after it do not.
 */
import type { ContentUnavailable } from './errors.ts'

export interface ContentHealth {
  /** True when this read may go to the service (breaker closed, or this is the trial read). */
  admit(): boolean
  succeeded(): void
  failed(error: ContentUnavailable): void
  readonly down: boolean
}

/** Failures that say the service is not there, as opposed to a bad query (4xx). */
export const isOutage = (error: ContentUnavailable) =>
  error.reason === 'network' || error.reason === 'timeout' || error.reason === 'server'

export function contentHealth(trialEveryMs = 1000, now: () => number = Date.now): ContentHealth {
  let downSince: number | undefined
  let lastTrial = 0
  return {
    get down() {
      return downSince !== undefined
    },
    admit() {
      if (downSince === undefined) return true
      if (now() - lastTrial < trialEveryMs) return false
      lastTrial = now()
      return true
    },
    succeeded() {
      downSince = undefined
    },
    failed(error) {
      if (!isOutage(error) || downSince !== undefined) return
      downSince = now()
      lastTrial = now()
    },
  }
}

/**
 * The site's one breaker, on `globalThis`: the server bundle's reads and scripts/serve.ts's live
 * events follower (src/cache/live.ts: a lost stream opens it, a welcome closes it) are separate
 * module graphs.
 */
const key = Symbol.for('pulsewave.content.health')
const holder = globalThis as { [key]?: ContentHealth }
holder[key] ??= contentHealth()
export const processHealth: ContentHealth = holder[key]
