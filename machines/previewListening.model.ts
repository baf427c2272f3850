import { setup } from 'xstate'

/**
 * The observable states of `previewListeningMachine` for model-based tests
 * (tests/model/previewListening.test.ts). The real machine invokes a fetch and a listener and waits
 * 1 s before reconnecting, which `createTestModel` refuses, so each outcome becomes an event the
 * replay drives: `fetch.done` / `fetch.fail` settle the fetch in flight, `listener.*` come from the
 * fake listener (each failure kind its own event: a lost connection, a refused request, a disconnect, a
 * channel error, a message error, a query too large), `reconnect.elapsed` advances a simulated clock
 * by the reconnect delay.
 */
export const previewListeningModel = setup({
  types: {
    events: {} as
      | { type: 'fetch.done' }
      | { type: 'fetch.fail' }
      | { type: 'listener.mutation' }
      | { type: 'listener.connectionLost' }
      | { type: 'listener.refused' }
      | { type: 'listener.disconnect' }
      | { type: 'listener.channelError' }
      | { type: 'listener.messageError' }
      | { type: 'listener.tooLarge' }
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
      on: {
        'listener.connectionLost': 'reconnecting',
        'listener.refused': 'halted',
        'listener.disconnect': 'halted',
        'listener.channelError': 'halted',
        'listener.tooLarge': 'halted',
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'listener.mutation': 'refetching',
            'page.loaded': 'refetching',
            'listener.messageError': 'refetching',
          },
        },
        refetching: {
          on: {
            'fetch.done': 'idle',
            'fetch.fail': 'idle',
            'listener.mutation': 'refetching',
            'listener.messageError': 'refetching',
          },
        },
      },
    },
    reconnecting: { on: { 'reconnect.elapsed': 'live' } },
    halted: { on: { 'preview.retry': 'live' } },
    failed: { on: { 'preview.retry': 'fetching' } },
    left: { type: 'final' },
  },
})
