import { describe, expect, it, vi } from 'vitest'
import { tooLate, withinBudget } from './budget.ts'

describe('withinBudget', () => {
  it('gives the value when it comes in time, and tooLate when it does not', async () => {
    vi.useFakeTimers()
    try {
      const quick = withinBudget(Promise.resolve('name'), 1000)
      await expect(quick).resolves.toBe('name')
      const hanging = withinBudget(new Promise<string>(() => {}), 1000)
      await vi.advanceTimersByTimeAsync(999)
      const settled = vi.fn()
      void hanging.then(settled)
      await Promise.resolve()
      expect(settled).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      await expect(hanging).resolves.toBe(tooLate)
    } finally {
      vi.useRealTimers()
    }
  })

  it('passes a failure in time on, and swallows none after the budget', async () => {
    await expect(withinBudget(Promise.reject(new Error('down')), 1000)).rejects.toThrow('down')
    let fail: (error: Error) => void = () => {}
    const late = new Promise<string>((_, reject) => {
      fail = reject
    })
    expect(await withinBudget(late, 1)).toBe(tooLate)
    // A late rejection is already handled by the race: no unhandled rejection fails this test.
    fail(new Error('late'))
    await new Promise((resolve) => setTimeout(resolve, 10))
  })
})
