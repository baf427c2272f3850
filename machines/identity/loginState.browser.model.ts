import { setup } from 'xstate'

/**
 * What a visitor sees of the login-state machine in the header (machines/identity/loginState.ts, settled on the
 * server for every page: src/account/header.server.ts), for the Chromium replay against the running
 * site and the accounts stand-in (tests/e2e/loginState.model.test.ts). Each event changes what the
 * browser holds, then loads a page; the header shows the state the machine reached for that request.
 * The rule under test is spec §4's: logged in exactly when a refresh cookie exists, so dropping the
 * access cookie keeps the customer logged in (renewal), dropping the refresh cookie logs them out, and
 * a refresh token the identity service no longer honours ends the session (`session.ended`).
 * `loading` lasts only while the server reads the request's cookies, before any HTML is sent, so no
 * browser can see it; tests/model/loginState.test.ts covers it, and the unreadable session with it.
 */
export const loginStateBrowserModel = setup({
  types: {
    events: {} as
      | { type: 'session.found' }
      | { type: 'access.dropped' }
      | { type: 'refresh.dropped' }
      | { type: 'session.ended' }
      | { type: 'user.signOut' },
  },
}).createMachine({
  id: 'loginStateBrowserModel',
  initial: 'loggedOut',
  states: {
    loggedOut: { on: { 'session.found': 'loggedIn' } },
    loggedIn: {
      on: {
        'access.dropped': 'loggedIn',
        'refresh.dropped': 'loggedOut',
        'session.ended': 'loggedOut',
        'user.signOut': 'signedOut',
      },
    },
    signedOut: { type: 'final' },
  },
})
