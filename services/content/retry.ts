/**
 * Retries of content reads (spec §9): up to 5, after 100 ms × 2^n plus up to 100 ms of jitter, for
 * network errors and for 429, 502 and 503 answers. @sanity/client retries only network errors (and
 * never HTTP statuses), so the transport turns its retries off and uses this instead. Every wait is
 * cut short by the read's deadline signal (decision 016): retries never outlive the page's deadline.
 */
import type { ContentUnavailable } from './errors.ts'

export const maxRetries = 5
const retryableStatuses = new Set([429, 502, 503])

/** Wait before retry `attempt` (0-based): 100, 200, 400, 800, 1600 ms plus jitter. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  return 100 * 2 ** attempt + Math.floor(random() * 100)
}

export function isRetryable(error: ContentUnavailable): boolean {
  return error.reason === 'network' || retryableStatuses.has(error.statusCode ?? 0)
}

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>

/** setTimeout that rejects with the signal's reason as soon as the deadline passes. */
export const abortableSleep: Sleep = (ms, signal) =>
  new Promise((ok, fail) => {
    if (signal.aborted) return fail(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      fail(signal.reason)
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      ok()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })

/**
 * Runs `read` until it succeeds, fails with something not worth retrying, or has been retried
 * `maxRetries` times. `read` rejects with ContentUnavailable only.
 */
export async function withRetries<T>(
  read: () => Promise<T>,
  signal: AbortSignal,
  sleep: Sleep = abortableSleep,
  /** True once retrying is pointless (the content service is known to be down: health.ts). */
  giveUp: () => boolean = () => false,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read()
    } catch (error) {
      const unavailable = error as ContentUnavailable
      if (attempt >= maxRetries || signal.aborted || giveUp() || !isRetryable(unavailable)) throw error
      await sleep(retryDelay(attempt), signal)
    }
  }
}
