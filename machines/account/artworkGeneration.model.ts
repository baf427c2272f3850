import { setup } from 'xstate'

/**
 * The observable states of `artworkGenerationMachine`, for model-based tests in Vitest
 * (tests/model/artworkGeneration.test.ts) and Chromium (tests/e2e/account-downloads.test.ts). The
 * generation's outcome becomes events the test drives: `generate.ok`, `generate.refused` (the proxy
 * said no) and `generate.lost` (no answer). `user.generate` while generating is the double submit: it
 * must change nothing.
 */
export const artworkGenerationModel = setup({
  types: {
    events: {} as
      | { type: 'user.generate' }
      | { type: 'user.cancel' }
      | { type: 'user.retry' }
      | { type: 'user.dismiss' }
      | { type: 'generate.ok' }
      | { type: 'generate.refused' }
      | { type: 'generate.lost' },
  },
}).createMachine({
  id: 'artworkGenerationModel',
  initial: 'idle',
  states: {
    idle: { on: { 'user.generate': 'generating' } },
    generating: {
      on: {
        'user.generate': 'generating',
        'user.cancel': 'cancelled',
        'generate.ok': 'done',
        'generate.refused': 'failed',
        'generate.lost': 'failed',
      },
    },
    done: { on: { 'user.generate': 'generating', 'user.dismiss': 'idle' } },
    failed: { on: { 'user.retry': 'generating', 'user.generate': 'generating', 'user.dismiss': 'idle' } },
    cancelled: { on: { 'user.generate': 'generating', 'user.dismiss': 'idle' } },
  },
})
