/**
 * A sensitive account action behind password re-entry (spec §8, 401/2011): `attempting` the action;
 * when the service answers 2011 the customer is `askingPassword`; the password is `confirming` (a fresh
 * sign-in on the server, whose tokens become the session cookies); then the action is `retrying` once,
 * to `done` or `failed`. A second 2011 after a fresh password is a failure, never another loop.
 * Submits while busy are ignored (views enable buttons by `state.can`, show progress by the `busy` tag,
 * the password field by the `password` tag). The action is the actor `attempt`, the sign-in `confirm`.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { AccountFailure } from '../../models/accounts/result.ts'
import type { CommandOutcome } from './accountCommand.ts'

export interface ReauthContext {
  /** The action's fields, kept for the retry after the password. */
  readonly input: FormData | undefined
  readonly failure: AccountFailure | undefined
}

export type ReauthEvent =
  | { readonly type: 'user.submit'; readonly input: FormData }
  | { readonly type: 'user.password'; readonly password: string }
  | { readonly type: 'user.retry' }
  | { readonly type: 'user.dismiss' }

/** The catalogue's "password re-entry required". */
export const needsPassword = (outcome: CommandOutcome): boolean =>
  !outcome.ok && (outcome.failure._tag === 'PasswordReentryRequired' || outcome.failure.code === 2011)

const lost = (): AccountFailure => ({ _tag: 'NetworkError' })
const failureOf = (outcome: CommandOutcome) => (outcome.ok ? undefined : outcome.failure)

export const reauthMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time (decision 260)
  types: { context: {} as ReauthContext, events: {} as ReauthEvent },
  actors: {
    attempt: fromPromise<CommandOutcome, FormData>(async () => {
      throw new Error('reauthMachine: provide an `attempt` actor')
    }),
    confirm: fromPromise<CommandOutcome, string>(async () => {
      throw new Error('reauthMachine: provide a `confirm` actor')
    }),
  },
  actions: {
    succeeded: () => {},
    keepInput: assign({
      // Stryker disable next-line ConditionalExpression: only `user.submit` runs keepInput (decision 260)
      input: ({ event }) => (event.type === 'user.submit' ? event.input : undefined),
      failure: undefined,
    }),
    forget: assign({ failure: undefined }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: nothing reads the id; no target names it (decision 260)
  id: 'reauth',
  initial: 'idle',
  // Stryker disable next-line ObjectLiteral: every field starts undefined either way (decision 260)
  context: { input: undefined, failure: undefined },
  states: {
    idle: { on: { 'user.submit': { target: 'attempting', actions: 'keepInput' } } },
    // attempting and retrying are entered with no failure (keepInput, forget, a password accepted), so
    // their success has none to clear.
    attempting: {
      tags: ['busy'],
      invoke: {
        src: 'attempt',
        input: ({ context }) => context.input!,
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'done', actions: 'succeeded' },
          { guard: ({ event }) => needsPassword(event.output), target: 'askingPassword' },
          { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.output) }) },
        ],
        onError: { target: 'failed', actions: assign({ failure: lost }) },
      },
    },
    askingPassword: {
      tags: ['password'],
      on: {
        'user.password': 'confirming',
        'user.dismiss': { target: 'idle', actions: 'forget' },
      },
    },
    confirming: {
      tags: ['busy', 'password'],
      invoke: {
        src: 'confirm',
        // Stryker disable next-line ConditionalExpression,StringLiteral: only `user.password` enters confirming (decision 260)
        input: ({ event }) => (event.type === 'user.password' ? event.password : ''),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'retrying',
            actions: assign({ failure: undefined }),
          },
          // A wrong password: ask again, saying why.
          { target: 'askingPassword', actions: assign({ failure: ({ event }) => failureOf(event.output) }) },
        ],
        onError: { target: 'askingPassword', actions: assign({ failure: lost }) },
      },
    },
    retrying: {
      tags: ['busy'],
      invoke: {
        src: 'attempt',
        input: ({ context }) => context.input!,
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'done', actions: 'succeeded' },
          { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.output) }) },
        ],
        onError: { target: 'failed', actions: assign({ failure: lost }) },
      },
    },
    done: { tags: ['done'], on: { 'user.dismiss': 'idle' } },
    failed: {
      tags: ['failed'],
      on: {
        'user.retry': { target: 'attempting', actions: 'forget' },
        'user.dismiss': { target: 'idle', actions: 'forget' },
      },
    },
  },
})
