import { setup } from 'xstate'

/**
 * What a customer sees of artwork generation in Chromium (tests/e2e/account-downloads.test.ts), against
 * the running site and the AI proxy stand-in: a success, a cancel, and a refusal (the provider switched
 * off) with its retry. The double submit and a lost answer are covered in Vitest
 * (tests/model/artworkGeneration.test.ts over artworkGeneration.model.ts).
 */
export const artworkGenerationBrowserModel = setup({
  types: {
    events: {} as
      | { type: 'user.generate' }
      | { type: 'user.cancel' }
      | { type: 'user.retry' }
      | { type: 'generate.ok' }
      | { type: 'generate.refused' },
  },
}).createMachine({
  id: 'artworkGenerationBrowserModel',
  initial: 'idle',
  states: {
    idle: { on: { 'user.generate': 'generating', 'generate.refused': 'failed' } },
    generating: { on: { 'generate.ok': 'done', 'user.cancel': 'cancelled' } },
    done: {},
    failed: { on: { 'user.retry': 'generating' } },
    cancelled: { on: { 'user.generate': 'generating' } },
  },
})
