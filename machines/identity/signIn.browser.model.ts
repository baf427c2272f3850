import { setup } from 'xstate'

/**
 * What a customer sees of sign-in and sign-out in the browser (signIn + loginState machines together),
 * for the Chromium replay against the running site and stand-in (tests/e2e/signIn.model.test.ts).
 * Internal steps that a browser cannot cause (a CSPRNG failure) are covered by tests/model/signIn.test.ts.
 */
export const signInBrowserModel = setup({
  types: {
    events: {} as
      | { type: 'user.signIn' }
      | { type: 'user.submitCredentials' }
      | { type: 'exchange.fails' }
      | { type: 'callback.forged' }
      | { type: 'user.signOut' },
  },
}).createMachine({
  id: 'signInBrowserModel',
  initial: 'signedOut',
  states: {
    signedOut: { on: { 'user.signIn': 'authorizing', 'callback.forged': 'refused' } },
    authorizing: { on: { 'user.submitCredentials': 'signedIn', 'exchange.fails': 'failed' } },
    signedIn: { on: { 'user.signOut': 'signedOut' } },
    /** Mismatched or missing state: no exchange, a short message. */
    refused: { on: { 'user.signIn': 'authorizing' } },
    failed: { on: { 'user.signIn': 'authorizing' } },
  },
})
