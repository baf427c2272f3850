/**
 * Retrying a failed charge (spec §4; issue "Commerce"): a Past Due subscription → retrying → active, or
 * still failing, which offers another payment method: choosing one puts it on the subscription
 * (switching) and retries at once. While a call is in flight no submit is accepted, so a double click
 * never charges twice. Views read tags, never state names.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { AccountFailure } from '../../models/accounts/result.ts'
import { failureOf, lostAnswer, type ValueOutcome } from './outcome.ts'

export interface ChargeRetryContext {
  readonly subscriptionId: string
  readonly method: string | undefined
  readonly failure: AccountFailure | undefined
}

export type ChargeRetryEvent =
  | { readonly type: 'user.retry' }
  | { readonly type: 'user.useMethod'; readonly token: string }

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`chargeRetryMachine: provide a \`${name}\` actor`)
}

export const chargeRetryMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time (decision 260)
  types: {
    context: {} as ChargeRetryContext,
    events: {} as ChargeRetryEvent,
    input: {} as { subscriptionId: string },
  },
  actors: {
    retry: fromPromise<ValueOutcome<unknown>, { subscriptionId: string }>(notProvided('retry')),
    useMethod: fromPromise<ValueOutcome<unknown>, { subscriptionId: string; token: string }>(
      notProvided('useMethod'),
    ),
  },
  actions: {
    /** The subscription changed (method or status): the view reloads it. */
    changed: () => {},
    keepFailure: assign({ failure: (_, failure: AccountFailure | undefined) => failure }),
    lost: assign({ failure: (): AccountFailure => lostAnswer }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: nothing reads the id; no target names it (decision 260)
  id: 'chargeRetry',
  initial: 'pastDue',
  context: ({ input }) => ({ subscriptionId: input.subscriptionId, method: undefined, failure: undefined }),
  states: {
    pastDue: {
      on: {
        'user.retry': 'retrying',
        'user.useMethod': { target: 'switching', actions: assign({ method: ({ event }) => event.token }) },
      },
    },
    switching: {
      tags: ['busy'],
      invoke: {
        src: 'useMethod',
        // Stryker disable next-line StringLiteral: switching is entered only with a card (decision 260)
        input: ({ context }) => ({ subscriptionId: context.subscriptionId, token: context.method ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'retrying', actions: 'changed' },
          {
            target: 'stillFailing',
            actions: { type: 'keepFailure', params: ({ event }) => failureOf(event.output) },
          },
        ],
        onError: { target: 'stillFailing', actions: 'lost' },
      },
    },
    retrying: {
      tags: ['busy'],
      invoke: {
        src: 'retry',
        input: ({ context }) => ({ subscriptionId: context.subscriptionId }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'active',
            actions: ['changed', assign({ failure: undefined })],
          },
          {
            target: 'stillFailing',
            actions: { type: 'keepFailure', params: ({ event }) => failureOf(event.output) },
          },
        ],
        onError: { target: 'stillFailing', actions: 'lost' },
      },
    },
    /** The charge (or the switch) failed: nothing was charged; offer another method or a retry. */
    stillFailing: {
      tags: ['failed'],
      on: {
        'user.retry': 'retrying',
        'user.useMethod': { target: 'switching', actions: assign({ method: ({ event }) => event.token }) },
      },
    },
    active: { tags: ['done'], type: 'final' },
  },
})
