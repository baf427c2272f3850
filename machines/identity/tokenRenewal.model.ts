import { setup } from 'xstate'

/**
 * Observable states of `tokenRenewalMachine`; the refresh's outcome is split by its kind. A rejection
 * of an already replaced token changes nothing (no state to observe); machines/identity/tokenRenewal.test.ts
 * covers it.
 */
export const tokenRenewalModel = setup({
  types: {
    events: {} as
      | { type: 'token.rejected' }
      | { type: 'refresh.done' }
      | { type: 'refresh.fail' }
      | { type: 'refresh.invalid' },
  },
}).createMachine({
  id: 'tokenRenewalModel',
  initial: 'active',
  states: {
    active: { on: { 'token.rejected': 'refreshing' } },
    refreshing: {
      on: {
        'token.rejected': 'refreshing',
        'refresh.done': 'active',
        'refresh.fail': 'active',
        'refresh.invalid': 'signedOut',
      },
    },
    signedOut: { type: 'final' },
  },
})
