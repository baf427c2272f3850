import { setup } from 'xstate'

/**
 * The observable states of `previewListeningMachine` for model-based tests
 * (tests/model/previewListening.test.ts). The real machine invokes a fetch and a listener and waits
 * 1 s before reconnecting, which `createTestModel` refuses, so each outcome becomes an event the
 * replay drives: `fetch.done` / `fetch.fail` settle the fetch in flight, `listener.*` come from the
 * fake listener, `reconnect.elapsed` advances a simulated clock by the reconnect delay.
 */
export const previewListeningModel = setup({
  types: {
    events: {} as
      | { type: 'fetch.done' }
      | { type: 'fetch.fail' }
      | { type: 'listener.mutation' }
      | { type: 'listener.dropped' }
      | { type: 'reconnect.elapsed' }
      | { type: 'page.loaded' }
      | { type: 'page.left' }
      | { type: 'preview.retry' },
  },
}).createMachine({
  id: 'previewListeningModel',
  initial: 'fetching',
  on: { 'page.left': '.left' },
  states: {
    fetching: { on: { 'fetch.done': 'live', 'fetch.fail': 'failed' } },
    live: {
      on: { 'listener.dropped': 'reconnecting' },
      initial: 'idle',
      states: {
        idle: { on: { 'listener.mutation': 'refetching', 'page.loaded': 'refetching' } },
        refetching: {
          on: { 'fetch.done': 'idle', 'fetch.fail': 'idle', 'listener.mutation': 'refetching' },
        },
      },
    },
    reconnecting: { on: { 'reconnect.elapsed': 'live' } },
    failed: { on: { 'preview.retry': 'fetching' } },
    left: { type: 'final' },
  },
})
