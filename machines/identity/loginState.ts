/**
 * Spec §4 login state, per request on the site's server: `loading` until the session cookies are
 * read, then `loggedIn` or `loggedOut` by whether a refresh cookie exists. A session that renewal
 * ends (invalid refresh token) drops to `loggedOut`; signing out revokes the refresh token at the
 * identity service when there is one, then clears cookies and tokens whatever the service answered,
 * because a customer who asked to sign out must end signed out.
 */
import { fromPromise, setup } from 'xstate'

export const loginStateMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time (decision 260)
  types: {
    events: {} as { type: 'session.ended' } | { type: 'user.signOut' },
  },
  guards: {
    hasRefreshToken: ({ event }) =>
      // Stryker disable next-line OptionalChaining: it guards only `onDone`, which always has an output (decision 260)
      (event as unknown as { output?: { hasRefreshToken?: boolean } }).output?.hasRefreshToken === true,
  },
  // Stryker disable next-line ObjectLiteral: a no-op every caller replaces; xstate skips an action it lacks (decision 260)
  actions: {
    /** Delete the token cookies and forget the server-side session. */
    clearSession: () => {},
  },
  actors: {
    readSession: fromPromise<{ hasRefreshToken: boolean }>(async () => {
      throw new Error('loginStateMachine: provide `readSession`')
    }),
    /** Calls the logout API with the refresh token, when there is one. */
    logOut: fromPromise<void>(async () => {
      throw new Error('loginStateMachine: provide `logOut`')
    }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: nothing reads the id; no target names it (decision 260)
  id: 'loginState',
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'readSession',
        onDone: [{ guard: 'hasRefreshToken', target: 'loggedIn' }, { target: 'loggedOut' }],
        onError: { target: 'loggedOut' },
      },
    },
    loggedIn: {
      tags: ['loggedIn'],
      on: {
        'session.ended': { target: 'loggedOut', actions: 'clearSession' },
        'user.signOut': 'signingOut',
      },
    },
    loggedOut: {
      tags: ['loggedOut'],
      on: { 'user.signOut': 'signingOut' },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        src: 'logOut',
        onDone: { target: 'signedOut', actions: 'clearSession' },
        onError: { target: 'signedOut', actions: 'clearSession' },
      },
    },
    /** Signed out on request: the browser goes on to the identity service's logout page. */
    signedOut: { type: 'final', tags: ['loggedOut'] },
  },
})
