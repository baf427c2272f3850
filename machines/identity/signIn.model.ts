import { setup } from 'xstate'

/**
 * Observable states of `signInMachine` for model-based tests: the actors' outcomes become events the
 * test drives, and the callback is split by what it carries. Replayed against the real machine with
 * faked actors (tests/model/signIn.test.ts) and against the running site (tests/e2e/signIn.model.test.ts).
 */
export const signInModel = setup({
  types: {
    events: {} as
      | { type: 'signIn.start' }
      | { type: 'prepare.done' }
      | { type: 'prepare.fail' }
      | { type: 'callback.matching' }
      | { type: 'callback.mismatched' }
      | { type: 'callback.missing' }
      | { type: 'callback.replayed' }
      | { type: 'exchange.done' }
      | { type: 'exchange.fail' },
  },
}).createMachine({
  id: 'signInModel',
  initial: 'idle',
  states: {
    idle: {
      on: {
        'signIn.start': 'preparing',
        'callback.matching': 'exchangingCode',
        'callback.mismatched': 'rejected',
        'callback.missing': 'rejected',
        'callback.replayed': 'rejected',
      },
    },
    preparing: { on: { 'prepare.done': 'redirecting', 'prepare.fail': 'failed' } },
    exchangingCode: { on: { 'exchange.done': 'signedIn', 'exchange.fail': 'failed' } },
    redirecting: { type: 'final' },
    signedIn: { type: 'final' },
    rejected: { type: 'final' },
    failed: { type: 'final' },
  },
})
