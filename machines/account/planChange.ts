/**
 * Changing a subscription's plan (issue "Commerce"): choose a plan → requesting (the service computes
 * the change) → review (amount due now, new price, next billing date) → confirming → changed. A failed
 * request or confirm is its own state with a retry; a confirm refused for password re-entry (2011) waits
 * in `reentry` until the customer has signed in again, then returns to review (decision 095). While a
 * call is in flight no submit is accepted, so a double click never confirms twice. Views read tags.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { AccountFailure } from '../../models/accounts/result.ts'
import { failureOf, isReentry, lostAnswer, type ValueOutcome } from './outcome.ts'

/** What the customer reviews before confirming. */
export interface PlanChangeReview {
  readonly subscriptionId: string
  readonly changeId: string
  readonly planName: string
  /** Charged now when confirmed, before tax. */
  readonly amountDue: number
  readonly newPrice: number
  readonly nextBillingDate: string | undefined
}

export interface PlanChangeContext {
  readonly subscriptionId: string
  readonly target: string | undefined
  readonly review: PlanChangeReview | undefined
  readonly failure: AccountFailure | undefined
}

export type PlanChangeEvent =
  | { readonly type: 'user.choose'; readonly target: string }
  | { readonly type: 'user.confirm' }
  | { readonly type: 'user.cancel' }
  | { readonly type: 'user.retry' }
  | { readonly type: 'user.signedInAgain' }
  | { readonly type: 'user.dismiss' }

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`planChangeMachine: provide a \`${name}\` actor`)
}

export const planChangeMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time (decision 260)
  types: {
    context: {} as PlanChangeContext,
    events: {} as PlanChangeEvent,
    input: {} as { subscriptionId: string },
  },
  actors: {
    request: fromPromise<ValueOutcome<PlanChangeReview>, { subscriptionId: string; target: string }>(
      notProvided('request'),
    ),
    confirm: fromPromise<ValueOutcome<unknown>, PlanChangeReview>(notProvided('confirm')),
  },
  actions: {
    /** Once per confirmed change: the view reloads the subscription and orders it made stale. */
    changed: () => {},
    keepFailure: assign({ failure: (_, failure: AccountFailure | undefined) => failure }),
    lost: assign({ failure: (): AccountFailure => lostAnswer }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: nothing reads the id; no target names it (decision 260)
  id: 'planChange',
  initial: 'choosing',
  context: ({ input }) => ({
    subscriptionId: input.subscriptionId,
    target: undefined,
    review: undefined,
    failure: undefined,
  }),
  states: {
    choosing: {
      tags: ['choosing'],
      on: {
        'user.choose': { target: 'requesting', actions: assign({ target: ({ event }) => event.target }) },
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        src: 'request',
        // Stryker disable next-line StringLiteral: requesting is entered only with a chosen plan (decision 260)
        input: ({ context }) => ({ subscriptionId: context.subscriptionId, target: context.target ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'review',
            actions: assign({
              review: ({ event }) => (event.output.ok ? event.output.value : undefined),
              failure: undefined,
            }),
          },
          {
            target: 'requestFailed',
            actions: { type: 'keepFailure', params: ({ event }) => failureOf(event.output) },
          },
        ],
        onError: { target: 'requestFailed', actions: 'lost' },
      },
    },
    requestFailed: {
      tags: ['failed'],
      on: { 'user.retry': 'requesting', 'user.cancel': 'cancelled' },
    },
    review: {
      tags: ['review'],
      on: { 'user.confirm': 'confirming', 'user.cancel': 'cancelled' },
    },
    confirming: {
      tags: ['busy', 'review'],
      invoke: {
        src: 'confirm',
        input: ({ context }) => context.review!,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'changed',
            actions: ['changed', assign({ failure: undefined })],
          },
          {
            guard: ({ event }) => isReentry(failureOf(event.output)),
            target: 'reentry',
            actions: { type: 'keepFailure', params: ({ event }) => failureOf(event.output) },
          },
          {
            target: 'confirmFailed',
            actions: { type: 'keepFailure', params: ({ event }) => failureOf(event.output) },
          },
        ],
        onError: { target: 'confirmFailed', actions: 'lost' },
      },
    },
    confirmFailed: {
      tags: ['failed', 'review'],
      on: { 'user.retry': 'confirming', 'user.cancel': 'cancelled' },
    },
    /** The service wants the password again: nothing was charged; the review waits for the sign-in. */
    reentry: {
      tags: ['reentry', 'review'],
      on: { 'user.signedInAgain': 'review', 'user.cancel': 'cancelled' },
    },
    changed: {
      tags: ['done'],
      on: { 'user.dismiss': { target: 'choosing', actions: assign({ review: undefined }) } },
    },
    cancelled: {
      tags: ['cancelled'],
      on: {
        'user.choose': {
          target: 'requesting',
          actions: assign({ target: ({ event }) => event.target, review: undefined, failure: undefined }),
        },
      },
    },
  },
})
