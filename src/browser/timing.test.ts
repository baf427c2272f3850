import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { headDebounceMs, navigationFrameWaitMs } from '../../models/timing.ts'
import { afterFrame, afterNavigation, debounce, type FrameApi } from './timing.ts'

/** Animation frames the test paints by hand (`paint()`), beside fake timers. */
function fakeFrames() {
  const pending = new Map<number, () => void>()
  let next = 0
  const frames: FrameApi = {
    request: (task) => {
      pending.set(++next, task)
      return next
    },
    cancel: (handle) => void pending.delete(handle),
  }
  const paint = () => {
    const tasks = [...pending.values()]
    pending.clear()
    for (const task of tasks) task()
  }
  return { frames, paint, pending }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('debounce (head updates, spec §9: 10 ms)', () => {
  it('is 10 ms', () => {
    expect(headDebounceMs).toBe(10)
  })

  it('applies only the last value of a burst, 10 ms after the last call', () => {
    const apply = vi.fn()
    const head = debounce(apply, headDebounceMs)
    head.call('loading')
    vi.advanceTimersByTime(headDebounceMs - 1)
    head.call('Studio')
    vi.advanceTimersByTime(headDebounceMs - 1)
    expect(apply).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(apply).toHaveBeenCalledExactlyOnceWith('Studio')
    vi.advanceTimersByTime(1_000)
    expect(apply).toHaveBeenCalledOnce()
  })

  it('applies nothing once cancelled', () => {
    const apply = vi.fn()
    const head = debounce(apply, headDebounceMs)
    head.call('Studio')
    head.cancel()
    vi.advanceTimersByTime(1_000)
    expect(apply).not.toHaveBeenCalled()
  })
})

describe('afterFrame (navigation, spec §9: up to 100 ms for a frame)', () => {
  it('is 100 ms by default', () => {
    expect(navigationFrameWaitMs).toBe(100)
    const { frames } = fakeFrames()
    const task = vi.fn()
    afterFrame(task, undefined, frames)
    vi.advanceTimersByTime(99)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs at the frame when one comes first, once, and drops the fallback timer', () => {
    const { frames, paint } = fakeFrames()
    const task = vi.fn()
    afterFrame(task, navigationFrameWaitMs, frames)
    vi.advanceTimersByTime(16)
    expect(task).not.toHaveBeenCalled()
    paint()
    expect(task).toHaveBeenCalledOnce()
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(navigationFrameWaitMs)
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs after 100 ms when no frame comes (a hidden tab), and a late frame adds nothing', () => {
    const { frames, paint, pending } = fakeFrames()
    const task = vi.fn()
    afterFrame(task, navigationFrameWaitMs, frames)
    vi.advanceTimersByTime(navigationFrameWaitMs)
    expect(task).toHaveBeenCalledOnce()
    expect(pending.size).toBe(0)
    paint()
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs nothing once cancelled', () => {
    const { frames, paint } = fakeFrames()
    const task = vi.fn()
    const cancel = afterFrame(task, navigationFrameWaitMs, frames)
    cancel()
    paint()
    vi.advanceTimersByTime(navigationFrameWaitMs)
    expect(task).not.toHaveBeenCalled()
  })
})

describe('afterNavigation (page views once the navigation has finished)', () => {
  it('waits out the head debounce, then the next frame', () => {
    const { frames, paint } = fakeFrames()
    const task = vi.fn()
    afterNavigation(task, frames)
    paint() // a frame during the head's debounce is too early: the title may still be the old page's
    vi.advanceTimersByTime(headDebounceMs)
    expect(task).not.toHaveBeenCalled()
    paint()
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs 110 ms after the navigation when no frame comes, and not before', () => {
    const { frames } = fakeFrames()
    const task = vi.fn()
    afterNavigation(task, frames)
    vi.advanceTimersByTime(headDebounceMs + navigationFrameWaitMs - 1)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs nothing when the page changes again before it finished', () => {
    const { frames, paint } = fakeFrames()
    const task = vi.fn()
    const cancelEarly = afterNavigation(task, frames)
    cancelEarly()
    const cancelLate = afterNavigation(task, frames)
    vi.advanceTimersByTime(headDebounceMs)
    cancelLate()
    paint()
    vi.advanceTimersByTime(navigationFrameWaitMs)
    expect(task).not.toHaveBeenCalled()
  })
})
