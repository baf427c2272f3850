import { describe, expect, it } from 'vitest'
import { variables } from '../config/variables.ts'
import { defaultBuildPollIntervalMs } from './buildPoll.ts'

describe('the build-poll interval', () => {
  it('has one default: the browser’s fallback is the configuration schema’s (BUILD_POLL_INTERVAL_MS)', () => {
    expect(defaultBuildPollIntervalMs).toBe(variables.BUILD_POLL_INTERVAL_MS.default)
    expect(defaultBuildPollIntervalMs).toBe(5 * 60_000)
  })
})
