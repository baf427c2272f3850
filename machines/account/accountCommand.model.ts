import { setup } from 'xstate'

/**
 * The observable states of `accountCommandMachine` for model-based tests. The real machine invokes its
 * `send` actor, which `createTestModel` refuses, so the command's outcome becomes events the test drives:
 * `send.ok`, `send.refused` (the service answered with a failure) and `send.lost` (no answer at all).
 * `user.submit` in `submitting` is the double click: the model keeps it, and it must change nothing.
 */
export const accountCommandModel = setup({
  types: {
    events: {} as
      | { type: 'user.submit' }
      | { type: 'user.retry' }
      | { type: 'user.dismiss' }
      | { type: 'send.ok' }
      | { type: 'send.refused' }
      | { type: 'send.lost' },
  },
}).createMachine({
  id: 'accountCommandModel',
  initial: 'idle',
  states: {
    idle: { on: { 'user.submit': 'submitting' } },
    submitting: {
      on: {
        'user.submit': 'submitting',
        'send.ok': 'succeeded',
        'send.refused': 'failed',
        'send.lost': 'failed',
      },
    },
    succeeded: { on: { 'user.submit': 'submitting', 'user.dismiss': 'idle' } },
    failed: { on: { 'user.retry': 'submitting', 'user.submit': 'submitting', 'user.dismiss': 'idle' } },
  },
})
