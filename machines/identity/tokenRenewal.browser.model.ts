import { setup } from 'xstate'

/**
 * What a customer sees of token renewal (machines/identity/tokenRenewal.ts, run by the server for each
 * session: machines/identity/renewingSession.ts), for the Chromium replay against the running site and
 * the accounts stand-in (tests/e2e/tokenRenewal.model.test.ts). Each event is a page load made after the
 * stand-in ended the customer's access token (its test hook), so the server must renew before it can
 * answer; how the refresh ends is the event: renewed, renewed once for two pages loading at once, a
 * passing failure (the identity service answers 503), or a refresh token the service refuses.
 * `refreshing` lasts only while the server waits for one refresh call, inside one page load, so no
 * browser sees it; tests/model/tokenRenewal.test.ts covers it and its transitions one by one.
 */
export const tokenRenewalBrowserModel = setup({
  types: {
    events: {} as
      | { type: 'renewal.done' }
      | { type: 'renewal.shared' }
      | { type: 'renewal.failed' }
      | { type: 'renewal.refused' },
  },
}).createMachine({
  id: 'tokenRenewalBrowserModel',
  initial: 'active',
  states: {
    active: {
      on: {
        'renewal.done': 'active',
        'renewal.shared': 'active',
        'renewal.failed': 'active',
        'renewal.refused': 'signedOut',
      },
    },
    signedOut: { type: 'final' },
  },
})
