import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cappedDelay, lifetimeTimeout, maxTimerDelayMs } from './timers.ts'

const day = 24 * 60 * 60 * 1000
/** The lifetime of the access and refresh token cookies (spec §9). */
const tokenCookieLifetimeMs = 365 * day

describe('cappedDelay', () => {
  it('caps a 365-day delay at 2147483647 ms, the longest a timer holds', () => {
    expect(maxTimerDelayMs).toBe(2 ** 31 - 1)
    expect(cappedDelay(tokenCookieLifetimeMs)).toBe(2_147_483_647)
    expect(cappedDelay(maxTimerDelayMs + 1)).toBe(maxTimerDelayMs)
  })

  it('keeps a delay in range and turns nonsense into 0', () => {
    expect(cappedDelay(1_000)).toBe(1_000)
    expect(cappedDelay(maxTimerDelayMs)).toBe(maxTimerDelayMs)
    expect(cappedDelay(-5)).toBe(0)
    expect(cappedDelay(Number.NaN)).toBe(0)
  })
})

describe('lifetimeTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('hands the runtime no delay above the cap, even for 365 days', () => {
    const delays: number[] = []
    const timers = {
      setTimeout: (task: () => void, ms: number) => {
        delays.push(ms)
        return setTimeout(task, ms)
      },
      clearTimeout: (handle: never) => clearTimeout(handle),
    }
    const task = vi.fn()
    lifetimeTimeout(task, tokenCookieLifetimeMs, timers)
    vi.advanceTimersByTime(tokenCookieLifetimeMs)
    expect(task).toHaveBeenCalledOnce()
    expect(Math.max(...delays)).toBe(maxTimerDelayMs)
    expect(delays.reduce((a, b) => a + b, 0)).toBe(tokenCookieLifetimeMs)
  })

  it('runs a 365-day task neither at once nor at the cap, but after 365 days', () => {
    const task = vi.fn()
    lifetimeTimeout(task, tokenCookieLifetimeMs)
    vi.advanceTimersByTime(0)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(maxTimerDelayMs)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(tokenCookieLifetimeMs - maxTimerDelayMs - 1)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs a short task on time and can be cancelled at any point of a long one', () => {
    const short = vi.fn()
    lifetimeTimeout(short, 500)
    vi.advanceTimersByTime(499)
    expect(short).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(short).toHaveBeenCalledOnce()

    const long = vi.fn()
    const cancel = lifetimeTimeout(long, tokenCookieLifetimeMs)
    vi.advanceTimersByTime(maxTimerDelayMs + day)
    cancel()
    vi.advanceTimersByTime(tokenCookieLifetimeMs)
    expect(long).not.toHaveBeenCalled()
  })
})
