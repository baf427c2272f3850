import { setup } from 'xstate'

/**
 * The observable states of `reauthMachine` for model-based tests. Its two actors' outcomes become
 * events the test drives: `attempt.ok`, `attempt.reentry` (401/2011), `attempt.refused` (any other
 * failure), `confirm.ok`, `confirm.refused` (wrong password). `user.submit` while busy is the double
 * click: the model keeps it, and it must change nothing.
 */
export const reauthModel = setup({
  types: {
    events: {} as
      | { type: 'user.submit' }
      | { type: 'user.password' }
      | { type: 'user.retry' }
      | { type: 'user.dismiss' }
      | { type: 'attempt.ok' }
      | { type: 'attempt.reentry' }
      | { type: 'attempt.refused' }
      | { type: 'confirm.ok' }
      | { type: 'confirm.refused' },
  },
}).createMachine({
  id: 'reauthModel',
  initial: 'idle',
  states: {
    idle: { on: { 'user.submit': 'attempting' } },
    attempting: {
      on: {
        'user.submit': 'attempting',
        'attempt.ok': 'done',
        'attempt.reentry': 'askingPassword',
        'attempt.refused': 'failed',
      },
    },
    askingPassword: { on: { 'user.password': 'confirming', 'user.dismiss': 'idle' } },
    confirming: {
      on: { 'user.password': 'confirming', 'confirm.ok': 'retrying', 'confirm.refused': 'askingPassword' },
    },
    retrying: {
      on: {
        'user.submit': 'retrying',
        'attempt.ok': 'done',
        'attempt.reentry': 'failed',
        'attempt.refused': 'failed',
      },
    },
    done: { on: { 'user.dismiss': 'idle' } },
    failed: { on: { 'user.retry': 'attempting', 'user.dismiss': 'idle' } },
  },
})
