/**
 * One account command as the customer goes through it (register a serial, set an iLok id, deauthorize a
 * machine, …): `idle` → `submitting` → `succeeded` or `failed`, with a retry. While a command is in
 * flight, a repeated submit is ignored (no transition), so a double click never sends it twice; views
 * enable their button by `state.can({ type: 'user.submit' })` and show progress by the `busy` tag.
 * The command itself is the named actor `send`; its failure is the typed failure the server answered.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { AccountFailure } from '../../models/accounts/result.ts'

export type CommandOutcome = { readonly ok: true } | { readonly ok: false; readonly failure: AccountFailure }

export interface CommandContext {
  /** The form's fields of the last submit, kept for a retry. */
  readonly input: FormData | undefined
  readonly failure: AccountFailure | undefined
}

export type CommandEvent =
  | { readonly type: 'user.submit'; readonly input: FormData }
  | { readonly type: 'user.retry' }
  | { readonly type: 'user.dismiss' }

export const accountCommandMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time (decision 260)
  types: { context: {} as CommandContext, events: {} as CommandEvent },
  actors: {
    send: fromPromise<CommandOutcome, FormData>(async () => {
      throw new Error('accountCommandMachine: provide a `send` actor')
    }),
  },
  // Stryker disable next-line ObjectLiteral: its one action is a no-op every caller replaces, and xstate skips an action it lacks (decision 260)
  actions: {
    /** Called once per success: the view reloads the reads the command made stale. */
    succeeded: () => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: nothing reads the id; no target names it (decision 260)
  id: 'accountCommand',
  initial: 'idle',
  // Stryker disable next-line ObjectLiteral: every field starts undefined either way (decision 260)
  context: { input: undefined, failure: undefined },
  states: {
    idle: {
      on: { 'user.submit': { target: 'submitting', actions: assign({ input: ({ event }) => event.input }) } },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'send',
        input: ({ context }) => context.input!,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'succeeded',
            actions: ['succeeded', assign({ failure: undefined })],
          },
          {
            target: 'failed',
            actions: assign({ failure: ({ event }) => (event.output.ok ? undefined : event.output.failure) }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ failure: (): AccountFailure => ({ _tag: 'NetworkError' }) }),
        },
      },
    },
    succeeded: {
      tags: ['done'],
      on: {
        'user.submit': { target: 'submitting', actions: assign({ input: ({ event }) => event.input }) },
        'user.dismiss': 'idle',
      },
    },
    failed: {
      tags: ['failed'],
      on: {
        'user.retry': 'submitting',
        'user.submit': { target: 'submitting', actions: assign({ input: ({ event }) => event.input }) },
        'user.dismiss': { target: 'idle', actions: assign({ failure: undefined }) },
      },
    },
  },
})
