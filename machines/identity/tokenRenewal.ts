/**
 * Spec §4 token renewal for ONE customer session: the session's tokens, and at most one refresh in
 * flight. Requests that fail with an invalid access token send `token.rejected`; the first one starts
 * the refresh, the others only wait for its outcome (machines/identity/renewingSession.ts does the waiting and
 * the single retry). Errors are states: a refresh that fails for a passing reason (network, 503)
 * returns to `active` with the error kept, releasing the lock so a later request can try again; an
 * invalid refresh token ends the session in `signedOut`.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { TokenPair } from '../../models/accounts/identity.ts'
import type { AccountsError } from '../../services/accounts/http/errors.ts'

export interface RenewalContext {
  readonly accessToken: string
  /** Undefined: nothing to renew with (the request fails with its own error). */
  readonly refreshToken: string | undefined
  /** v2 refresh rotates the refresh token; v1 keeps it. */
  readonly rotate: boolean
  /** Completed refreshes; waiters compare it to tell a new token from a stale one. */
  readonly renewals: number
  /** Failed refreshes since the last success. */
  readonly failures: number
  readonly lastError: AccountsError | undefined
}

export type RenewalEvent = { type: 'token.rejected'; accessToken: string }

export interface RenewalInput {
  readonly accessToken: string
  readonly refreshToken: string | undefined
  readonly rotate?: boolean
}

export const tokenRenewalMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time (decision 260)
  types: {
    context: {} as RenewalContext,
    events: {} as RenewalEvent,
    input: {} as RenewalInput,
  },
  guards: {
    /** Renew only with a refresh token, and only for the token in use now (not one already replaced). */
    canRenew: ({ context, event }) =>
      context.refreshToken !== undefined && event.accessToken === context.accessToken,
    isInvalidRefreshToken: ({ event }) =>
      (event as { error?: { _tag?: string } }).error?._tag === 'InvalidRefreshToken',
  },
  actors: {
    refreshTokens: fromPromise<TokenPair, { refreshToken: string; rotate: boolean }>(async () => {
      throw new Error('tokenRenewalMachine: provide a `refreshTokens` actor')
    }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: nothing reads the id; no target names it (decision 260)
  id: 'tokenRenewal',
  initial: 'active',
  context: ({ input }) => ({
    accessToken: input.accessToken,
    refreshToken: input.refreshToken || undefined,
    rotate: input.rotate ?? true,
    renewals: 0,
    failures: 0,
    lastError: undefined,
  }),
  states: {
    active: {
      on: { 'token.rejected': { guard: 'canRenew', target: 'refreshing' } },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        src: 'refreshTokens',
        input: ({ context }) => ({ refreshToken: context.refreshToken!, rotate: context.rotate }),
        onDone: {
          target: 'active',
          actions: assign(({ context, event }) => ({
            accessToken: event.output.access.token,
            // With rotation the old refresh token is now dead: keeping it would sign the customer out
            // at the next renewal (a weakness of the public SDK, not repeated).
            refreshToken: context.rotate ? event.output.refresh.token : context.refreshToken,
            renewals: context.renewals + 1,
            failures: 0,
            lastError: undefined,
          })),
        },
        onError: [
          {
            guard: 'isInvalidRefreshToken',
            target: 'signedOut',
            actions: assign(({ event }) => ({
              accessToken: '',
              refreshToken: undefined,
              lastError: event.error as AccountsError,
            })),
          },
          {
            target: 'active',
            actions: assign(({ context, event }) => ({
              failures: context.failures + 1,
              lastError: event.error as AccountsError,
            })),
          },
        ],
      },
    },
    signedOut: { type: 'final', tags: ['signedOut'] },
  },
})
