import { assign, fromCallback, fromPromise, setup } from 'xstate'
import { type ListenerError, ListenerMessageError, reconnectable } from '../models/previewListener.ts'

/**
 * Spec §2 and §4 "Preview versus published content", for one page in preview: fetch the page's
 * content (drafts over published documents) through the site's preview proxy, then keep a live
 * listener open. Every mutation event refetches and replaces the shown data; a page that finished
 * loading refreshes too; leaving the page (`page.left`) cancels everything. The listener's failures are
 * typed (models/previewListener.ts, docs/decisions/131) and told apart: a message error may have lost
 * an event, so the data is refetched and listening goes on; a broken connection (or a busy service)
 * reconnects after 1 s (spec §9); a disconnect, a refused channel or request, or a query too large for
 * the listener would fail again, so listening stops (`halted`, the data stays) until `preview.retry`. The fetch and the listener are the named actors `fetchPreview`
 * and `listen`; the browser provides them (src/browser/preview.ts; the preview bar binds the machine in
 * src/browser/PreviewMode.tsx), tests fake them.
 * Views read tags: `busy` while a fetch is in flight, `live` while the listener is open.
 */
export interface PreviewListeningInput {
  /** The page's path (pathname), the key of both the fetch and the listener. */
  readonly path: string
}

export interface PreviewListeningContext extends PreviewListeningInput {
  /** The last data fetched; undefined until the first fetch succeeded. */
  readonly data: unknown
  /** How many times the data was replaced (the preview bar shows it; tests read it). */
  readonly revision: number
  readonly error: unknown
  /** The listener's last failure (the preview bar says why live updates stopped). */
  readonly listenerError: ListenerError | undefined
}

export type ListenerEvent =
  | { type: 'listener.mutation' }
  | { type: 'listener.error'; readonly error: ListenerError }

export type PreviewListeningEvent =
  | ListenerEvent
  | { type: 'page.loaded' }
  | { type: 'page.left' }
  | { type: 'preview.retry' }

/** Spec §9 "Listener reconnect delay: 1 second". */
export const listenerReconnectDelayMs = 1000

export const previewListeningMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time (decision 260)
  types: {
    input: {} as PreviewListeningInput,
    context: {} as PreviewListeningContext,
    events: {} as PreviewListeningEvent,
  },
  actors: {
    fetchPreview: fromPromise<unknown, { path: string }>(async () => {
      throw new Error('previewListeningMachine: provide a `fetchPreview` actor')
    }),
    listen: fromCallback<{ type: 'none' }, { path: string }, ListenerEvent>(() => {
      throw new Error('previewListeningMachine: provide a `listen` actor')
    }),
  },
  guards: {
    messageError: ({ event }) =>
      event.type === 'listener.error' && event.error instanceof ListenerMessageError,
    reconnectable: ({ event }) => event.type === 'listener.error' && reconnectable(event.error),
  },
  actions: {
    noteListenerError: assign({
      listenerError: ({ event, context }) =>
        event.type === 'listener.error' ? event.error : context.listenerError,
    }),
    show: assign({
      data: ({ event }) => (event as unknown as { output: unknown }).output,
      revision: ({ context }) => context.revision + 1,
      error: undefined,
    }),
    warn: ({ event }) =>
      console.warn(
        '[preview] refetch failed; showing the last data',
        (event as unknown as { error: unknown }).error,
      ),
  },
  delays: { reconnectDelay: listenerReconnectDelayMs },
}).createMachine({
  // Stryker disable next-line StringLiteral: nothing reads the id; no target names it (decision 260)
  id: 'previewListening',
  context: ({ input }) => ({
    path: input.path,
    data: undefined,
    revision: 0,
    error: undefined,
    listenerError: undefined,
  }),
  initial: 'fetching',
  on: { 'page.left': '.left' },
  states: {
    fetching: {
      tags: ['busy'],
      invoke: {
        src: 'fetchPreview',
        input: ({ context }) => ({ path: context.path }),
        onDone: { target: 'live', actions: 'show' },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    live: {
      tags: ['live'],
      invoke: { src: 'listen', input: ({ context }) => ({ path: context.path }) },
      on: {
        'listener.error': [
          { guard: 'reconnectable', target: 'reconnecting', actions: 'noteListenerError' },
          { target: 'halted', actions: 'noteListenerError' },
        ],
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'listener.mutation': 'refetching',
            'page.loaded': 'refetching',
            'listener.error': { guard: 'messageError', target: 'refetching', actions: 'noteListenerError' },
          },
        },
        refetching: {
          tags: ['busy'],
          invoke: {
            src: 'fetchPreview',
            input: ({ context }) => ({ path: context.path }),
            onDone: { target: 'idle', actions: 'show' },
            onError: { target: 'idle', actions: 'warn' },
          },
          // A newer mutation makes the fetch in flight stale: start again so the last write wins.
          on: {
            'listener.mutation': { target: 'refetching', reenter: true },
            'listener.error': {
              guard: 'messageError',
              target: 'refetching',
              reenter: true,
              actions: 'noteListenerError',
            },
          },
        },
      },
    },
    reconnecting: {
      after: { reconnectDelay: 'live' },
    },
    // Listening stopped for a reason that reconnecting would meet again; the last data stays shown.
    halted: {
      on: { 'preview.retry': 'live' },
    },
    failed: {
      on: { 'preview.retry': 'fetching' },
    },
    left: { type: 'final' },
  },
})
