/**
 * The header's view of the login-state machine (machines/identity/loginState.ts), as the server settled it for
 * this page: `state` is the tag the machine carried (`loggedIn` or `loggedOut`), and a logged-in
 * customer's name and picture come with it. Isomorphic types; the read lives in header.server.ts.
 */
export type LoginTag = 'loggedIn' | 'loggedOut'

export type SessionSummary =
  | { readonly state: 'loggedOut' }
  | { readonly state: 'loggedIn'; readonly name: string | undefined; readonly avatar?: string }
