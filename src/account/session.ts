/** The header's view of the session (isomorphic types; the read lives in header.server.ts). */
export type SessionSummary =
  | { readonly status: 'signedOut' }
  | { readonly status: 'signedIn'; readonly name: string | undefined; readonly avatar?: string }
