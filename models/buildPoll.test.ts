import { describe, expect, it } from 'vitest'
import { defaultBuildPollIntervalMs, readBuildPollInterval } from './buildPoll.ts'

describe('readBuildPollInterval', () => {
  it('defaults to five minutes and accepts integers from 100 ms', () => {
    expect(readBuildPollInterval(undefined)).toBe(defaultBuildPollIntervalMs)
    expect(readBuildPollInterval('')).toBe(5 * 60_000)
    expect(readBuildPollInterval('100')).toBe(100)
    expect(readBuildPollInterval('60000')).toBe(60_000)
  })

  it('refuses anything else with a message naming the variable', () => {
    for (const raw of ['99', '-1', '1.5', 'soon', '0']) {
      expect(() => readBuildPollInterval(raw)).toThrow(/BUILD_POLL_INTERVAL_MS/)
    }
  })
})
