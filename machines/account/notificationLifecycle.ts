/**
 * The status of a campaign or a notification as an admin changes it in the console (decision 110's
 * lifecycle, models/notifications/lifecycle.ts). `status.change` is accepted only for a move the table
 * allows, so the view offers exactly the allowed moves (`state.can`) and a forbidden one is never sent;
 * while a change is in flight every further change is ignored (the double click). The change itself is
 * the named actor `change`; a refusal keeps the old status and shows why, with a retry.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { AccountFailure } from '../../models/accounts/result.ts'
import { canTransition, type LifecycleStatus } from '../../models/notifications/lifecycle.ts'
import type { CommandOutcome } from './accountCommand.ts'

export interface LifecycleContext {
  readonly status: LifecycleStatus
  /** The status being moved to while `changing`, and after a refusal (for the retry). */
  readonly target: LifecycleStatus | undefined
  readonly failure: AccountFailure | undefined
}

export type LifecycleEvent =
  | { readonly type: 'status.change'; readonly to: LifecycleStatus }
  | { readonly type: 'user.retry' }
  /** The item was read again (after another command): its status may have moved. */
  | { readonly type: 'status.read'; readonly status: LifecycleStatus }

export const notificationLifecycleMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time (decision 260)
  types: {
    context: {} as LifecycleContext,
    events: {} as LifecycleEvent,
    input: {} as { status: LifecycleStatus },
  },
  actors: {
    change: fromPromise<CommandOutcome, LifecycleStatus>(async () => {
      throw new Error('notificationLifecycleMachine: provide a `change` actor')
    }),
  },
  actions: {
    /** Called once per accepted change: the view reloads its read. */
    changed: () => {},
    aim: assign({
      // Stryker disable next-line ConditionalExpression: only `status.change` runs aim (decision 260)
      target: ({ event }) => (event.type === 'status.change' ? event.to : undefined),
      failure: undefined,
    }),
  },
  guards: {
    allowed: ({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: only `status.change` is guarded by it (decision 260)
      event.type === 'status.change' && canTransition(context.status, event.to),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: nothing reads the id; no target names it (decision 260)
  id: 'notificationLifecycle',
  initial: 'ready',
  context: ({ input }) => ({ status: input.status, target: undefined, failure: undefined }),
  states: {
    ready: {
      on: {
        'status.change': { guard: 'allowed', target: 'changing', actions: 'aim' },
        'status.read': { actions: assign({ status: ({ event }) => event.status }) },
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        src: 'change',
        input: ({ context }) => context.target as LifecycleStatus,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'ready',
            actions: [
              assign({ status: ({ context }) => context.target as LifecycleStatus, target: undefined }),
              'changed',
            ],
          },
          {
            target: 'refused',
            actions: assign({ failure: ({ event }) => (event.output.ok ? undefined : event.output.failure) }),
          },
        ],
        onError: {
          target: 'refused',
          actions: assign({ failure: (): AccountFailure => ({ _tag: 'NetworkError' }) }),
        },
      },
    },
    refused: {
      tags: ['failed'],
      on: {
        'user.retry': 'changing',
        'status.change': { guard: 'allowed', target: 'changing', actions: 'aim' },
        // Only a read that shows the item moved (another admin, another tab) makes the refusal moot. A
        // read with the status already shown is the answer to a reload started before the refused change
        // (the console reloads after every accepted one): it must not wipe the reason and the retry.
        'status.read': {
          guard: ({ context, event }) => event.status !== context.status,
          target: 'ready',
          actions: assign({ status: ({ event }) => event.status, failure: undefined }),
        },
      },
    },
  },
})
