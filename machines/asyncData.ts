import { assign, fromPromise, setup } from 'xstate'

/**
 * Spec §4 "Async data loading: idle, pending, then success or error". The load itself is the named
 * actor `load`; callers provide it with `asyncDataMachine.provide({ actors: { load: fromPromise(...) } })`.
 * Views read the `busy` tag rather than state names. A reload asked while a load is in flight starts
 * over: the load in flight may have read the data before the change that asked for the reload, so its
 * answer is dropped (its actor stopped, its `signal` aborted) and only the newest one counts.
 */
export const asyncDataMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time (decision 260)
  types: {
    context: {} as { data: unknown; error: unknown; attempts: number },
    events: {} as { type: 'load' } | { type: 'retry' } | { type: 'reload' } | { type: 'reset' },
  },
  actions: {
    clear: assign({ data: undefined, error: undefined, attempts: 0 }),
  },
  actors: {
    load: fromPromise<unknown, { attempt: number }>(async () => {
      throw new Error('asyncDataMachine: provide a `load` actor')
    }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: nothing reads the id; no target names it (decision 260)
  id: 'asyncData',
  initial: 'idle',
  context: { data: undefined, error: undefined, attempts: 0 },
  states: {
    idle: { on: { load: 'pending' } },
    pending: {
      tags: ['busy'],
      on: { reload: { target: 'pending', reenter: true } },
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        src: 'load',
        input: ({ context }) => ({ attempt: context.attempts }),
        onDone: {
          target: 'success',
          actions: assign({ data: ({ event }) => event.output, error: undefined }),
        },
        onError: { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    success: { on: { reload: 'pending', reset: { target: 'idle', actions: 'clear' } } },
    error: { on: { retry: 'pending', reset: { target: 'idle', actions: 'clear' } } },
  },
})
