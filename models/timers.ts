/**
 * Timers whose delay comes from a lifetime (a cookie's, a token's) rather than from the code: spec §9
 * "Cookie timers cap at 2147483647 ms". Browsers and Node keep a timer's delay in a signed 32-bit
 * integer, so a longer delay (a 365-day token cookie is about 3.15e10 ms) overflows and fires at once.
 * `cappedDelay` clamps a delay into range; `lifetimeTimeout` waits out a delay of any length by
 * re-arming capped timers until the whole of it has passed (docs/decisions/269).
 */

/** The longest delay a timer can hold: 2^31 - 1 ms, about 24.8 days. */
export const maxTimerDelayMs = 2_147_483_647

/** `ms` as a delay a timer can hold: negative or not a number is 0, anything longer is the cap. */
export function cappedDelay(ms: number): number {
  if (!(ms > 0)) return 0
  return Math.min(ms, maxTimerDelayMs)
}

export interface TimerApi {
  readonly setTimeout: (task: () => void, ms: number) => unknown
  readonly clearTimeout: (handle: never) => void
}

const globalTimers: TimerApi = {
  setTimeout: (task, ms) => setTimeout(task, ms),
  clearTimeout: (handle) => clearTimeout(handle),
}

/**
 * Runs `task` once `ms` have passed, however long that is: never at once because the delay overflowed,
 * never early because it was capped. Returns a function that cancels it.
 */
export function lifetimeTimeout(task: () => void, ms: number, timers: TimerApi = globalTimers): () => void {
  // Negative or not a number runs at the next turn, as setTimeout itself would.
  let remaining = ms > 0 ? ms : 0
  let handle: unknown
  const arm = () => {
    const step = cappedDelay(remaining)
    handle = timers.setTimeout(() => {
      remaining -= step
      if (remaining > 0) arm()
      else task()
    }, step)
  }
  arm()
  return () => timers.clearTimeout(handle as never)
}
