import { setup } from 'xstate'

/** Observable states of `loginStateMachine`; the actors' outcomes are events the test drives. */
export const loginStateModel = setup({
  types: {
    events: {} as
      | { type: 'session.found' }
      | { type: 'session.absent' }
      | { type: 'session.unreadable' }
      | { type: 'session.ended' }
      | { type: 'user.signOut' }
      | { type: 'logout.done' }
      | { type: 'logout.fail' },
  },
}).createMachine({
  id: 'loginStateModel',
  initial: 'loading',
  states: {
    loading: {
      on: { 'session.found': 'loggedIn', 'session.absent': 'loggedOut', 'session.unreadable': 'loggedOut' },
    },
    loggedIn: { on: { 'session.ended': 'loggedOut', 'user.signOut': 'signingOut' } },
    loggedOut: { on: { 'user.signOut': 'signingOut' } },
    signingOut: { on: { 'logout.done': 'signedOut', 'logout.fail': 'signedOut' } },
    signedOut: { type: 'final' },
  },
})
