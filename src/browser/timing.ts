/**
 * The two browser waits of spec §9 around a client navigation (constants in models/timing.ts): a
 * trailing debounce (the head's updates) and "wait for a frame, but not long" (what runs once a
 * navigation has finished). Tiny and dependency-free: the head's debounce ships on every page.
 */
import { headDebounceMs, navigationFrameWaitMs } from '../../models/timing.ts'

export interface Debounced<T> {
  /** Remembers `value`; it is applied once `ms` pass without another call. */
  readonly call: (value: T) => void
  readonly cancel: () => void
}

/** Applies only the last of a burst of values, `ms` after the burst ends. */
export function debounce<T>(apply: (value: T) => void, ms: number): Debounced<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = () => clearTimeout(timer)
  return {
    call: (value) => {
      cancel()
      timer = setTimeout(() => apply(value), ms)
    },
    cancel,
  }
}

export interface FrameApi {
  readonly request: (task: () => void) => number
  readonly cancel: (handle: number) => void
}

const browserFrames = (): FrameApi => ({
  request: (task) => requestAnimationFrame(task),
  cancel: (handle) => cancelAnimationFrame(handle),
})

/**
 * Runs `task` at the next animation frame, or after `maxWaitMs` if no frame comes first (a hidden tab
 * paints none), exactly once. Returns a function that cancels it.
 */
export function afterFrame(
  task: () => void,
  maxWaitMs = navigationFrameWaitMs,
  frames: FrameApi = browserFrames(),
): () => void {
  let done = false
  const stop = () => {
    done = true
    frames.cancel(frame)
    clearTimeout(timer)
  }
  const run = () => {
    if (done) return
    stop()
    task()
  }
  const frame = frames.request(run)
  const timer = setTimeout(run, maxWaitMs)
  return stop
}

/**
 * Runs `task` once a client navigation has finished: after the head's debounce, so the document's
 * title and meta are the new page's, then at the next frame (at most `navigationFrameWaitMs` later).
 * Returns a function that cancels it.
 */
export function afterNavigation(task: () => void, frames: FrameApi = browserFrames()): () => void {
  let cancelFrame = () => {}
  const timer = setTimeout(() => {
    cancelFrame = afterFrame(task, navigationFrameWaitMs, frames)
  }, headDebounceMs)
  return () => {
    clearTimeout(timer)
    cancelFrame()
  }
}
