/**
 * Generating one piece of AI artwork: `idle` → `generating` → `done` | `failed`, or `cancelled` when the
 * customer gives up. Generation takes seconds, so it lives over time: while it runs a second submit is
 * ignored (no transition; views disable the button by `state.can`), and cancelling stops the invoked
 * `generate` actor, whose AbortSignal aborts the request (the site then aborts the upstream call).
 * Views read the tags (`busy`, `done`, `failed`, `cancelled`), never state names.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { AccountFailure } from '../../models/accounts/result.ts'

export interface GeneratedArtwork {
  readonly src: string
  readonly fileName: string
}

export type GenerationResult =
  | { readonly ok: true; readonly artwork: GeneratedArtwork }
  | { readonly ok: false; readonly failure: AccountFailure }

export interface GenerationContext {
  readonly input: FormData | undefined
  readonly artwork: GeneratedArtwork | undefined
  readonly failure: AccountFailure | undefined
}

export type GenerationEvent =
  | { readonly type: 'user.generate'; readonly input: FormData }
  | { readonly type: 'user.cancel' }
  | { readonly type: 'user.retry' }
  | { readonly type: 'user.dismiss' }

const start = { target: 'generating', actions: 'rememberInput' } as const

export const artworkGenerationMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time (decision 260)
  types: { context: {} as GenerationContext, events: {} as GenerationEvent },
  actions: {
    rememberInput: assign({
      // Stryker disable next-line ConditionalExpression: only `user.generate` runs rememberInput (decision 260)
      input: ({ context, event }) => (event.type === 'user.generate' ? event.input : context.input),
    }),
  },
  actors: {
    generate: fromPromise<GenerationResult, FormData>(async () => {
      throw new Error('artworkGenerationMachine: provide a `generate` actor')
    }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: nothing reads the id; no target names it (decision 260)
  id: 'artworkGeneration',
  initial: 'idle',
  // Stryker disable next-line ObjectLiteral: every field starts undefined either way (decision 260)
  context: { input: undefined, artwork: undefined, failure: undefined },
  states: {
    idle: { on: { 'user.generate': start } },
    generating: {
      tags: ['busy'],
      entry: assign({ failure: undefined }),
      invoke: {
        src: 'generate',
        input: ({ context }) => context.input!,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'done',
            actions: assign({ artwork: ({ event }) => (event.output.ok ? event.output.artwork : undefined) }),
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
      on: { 'user.cancel': 'cancelled' },
    },
    done: { tags: ['done'], on: { 'user.generate': start, 'user.dismiss': 'idle' } },
    failed: {
      tags: ['failed'],
      on: { 'user.retry': 'generating', 'user.generate': start, 'user.dismiss': 'idle' },
    },
    cancelled: { tags: ['cancelled'], on: { 'user.generate': start, 'user.dismiss': 'idle' } },
  },
})
