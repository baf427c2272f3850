/**
 * The content service's health flag, a circuit breaker (docs/decisions/073). Once the service is known
 * to be unreachable, reads fail at once instead of each waiting for the read deadline: an uncached page
 * answers 503 within milliseconds. One trial read per `trialEveryMs` goes through; its success closes
 * the breaker again, so the site recovers without a restart. The read that finds the outage still makes
 * its retries (spec §9); the reads after it do not.
 *
 * What counts as knowing: a refused connection (nobody listens: `certain`), or `threshold`
 * outage-class failures (5xx after the retries, a time-out, a live events stream that broke) in a row
 * with no success between (decision 274). A read its caller gave up on (an aborted request) says nothing about the service
 * and is never reported: one visitor closing a tab must not turn the site into 503s for everyone.
 */
import type { ContentUnavailable } from './errors.ts'

export interface ContentHealth {
  /** True when this read may go to the service (breaker closed, or this is the trial read). */
  admit(): boolean
  succeeded(): void
  /** `certain`: the failure itself proves the outage (a refused connection). */
  failed(error: ContentUnavailable, certain?: boolean): void
  readonly down: boolean
}

/** Failures that say the service is not there, as opposed to a bad query (4xx). */
export const isOutage = (error: ContentUnavailable) =>
  error.reason === 'network' || error.reason === 'timeout' || error.reason === 'server'

export function contentHealth(
  trialEveryMs = 1000,
  now: () => number = Date.now,
  threshold = 3,
): ContentHealth {
  let downSince: number | undefined
  let lastTrial = 0
  let inARow = 0
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
      if (downSince !== undefined) console.warn('[content] the content service answers again')
      downSince = undefined
      inARow = 0
    },
    failed(error, certain = false) {
      if (!isOutage(error) || downSince !== undefined) return
      inARow += 1
      if (!certain && inARow < threshold) return
      console.warn(`[content] the content service is unreachable (${error.detail}): failing fast`)
      downSince = now()
      lastTrial = now()
    },
  }
}

/**
 * The site's one breaker: the content reads and the live events follower (src/cache/live.ts: a lost
 * stream counts towards opening it, a welcome closes it) run in one module graph, the server bundle (decision 155).
 */
export const processHealth: ContentHealth = contentHealth()
