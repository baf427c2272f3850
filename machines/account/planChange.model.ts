import { setup } from 'xstate'

/**
 * The observable states of `planChangeMachine`, for model-based replays in Vitest
 * (tests/model/planChange.test.ts) and in Chromium (tests/e2e/planChange.model.test.ts). The calls'
 * outcomes are events the test drives: `send.ok`, `send.refused` (a catalogue error), `send.reentry`
 * (401/2011 on confirm).
 */
export const planChangeModel = setup({
  types: {
    events: {} as
      | { type: 'user.choose' }
      | { type: 'user.confirm' }
      | { type: 'user.cancel' }
      | { type: 'user.retry' }
      | { type: 'user.signedInAgain' }
      | { type: 'user.dismiss' }
      | { type: 'send.ok' }
      | { type: 'send.refused' }
      | { type: 'send.reentry' },
  },
}).createMachine({
  id: 'planChangeModel',
  initial: 'choosing',
  states: {
    choosing: { on: { 'user.choose': 'requesting' } },
    requesting: { on: { 'send.ok': 'review', 'send.refused': 'requestFailed' } },
    requestFailed: { on: { 'user.retry': 'requesting', 'user.cancel': 'cancelled' } },
    review: { on: { 'user.confirm': 'confirming', 'user.cancel': 'cancelled' } },
    confirming: { on: { 'send.ok': 'changed', 'send.refused': 'confirmFailed', 'send.reentry': 'reentry' } },
    confirmFailed: { on: { 'user.retry': 'confirming', 'user.cancel': 'cancelled' } },
    reentry: { on: { 'user.signedInAgain': 'review', 'user.cancel': 'cancelled' } },
    changed: { on: { 'user.dismiss': 'choosing' } },
    cancelled: { on: { 'user.choose': 'requesting' } },
  },
})
