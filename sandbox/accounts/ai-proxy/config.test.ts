import { describe, expect, it } from 'vitest'
import { configFromEnv } from '../config.ts'
import { defaultAiDelayMs } from './config.ts'

describe('ACCOUNTS_AI_DELAY_MS', () => {
  it('defaults to a realistic delay and accepts whole milliseconds, 0 included', () => {
    expect(configFromEnv({}).aiDelayMs).toBe(defaultAiDelayMs)
    expect(configFromEnv({ ACCOUNTS_AI_DELAY_MS: '0' }).aiDelayMs).toBe(0)
    expect(configFromEnv({ ACCOUNTS_AI_DELAY_MS: '250' }).aiDelayMs).toBe(250)
  })

  it('stops the start with a message naming the variable', () => {
    for (const bad of ['soon', '-1', '1.5', '999999']) {
      expect(() => configFromEnv({ ACCOUNTS_AI_DELAY_MS: bad })).toThrow(/ACCOUNTS_AI_DELAY_MS/)
    }
  })
})
