import { setup } from 'xstate'

/**
 * The observable states of `asyncDataMachine` for model-based tests. The real machine invokes an
 * actor, which `createTestModel` refuses, so the actor's outcome becomes two events the test drives
 * (`load.done`, `load.fail`). Each path of this model is replayed against the real machine.
 */
export const asyncDataModel = setup({
  types: {
    events: {} as
      | { type: 'load' }
      | { type: 'retry' }
      | { type: 'reload' }
      | { type: 'reset' }
      | { type: 'load.done' }
      | { type: 'load.fail' },
  },
}).createMachine({
  id: 'asyncDataModel',
  initial: 'idle',
  states: {
    idle: { on: { load: 'pending' } },
    pending: { on: { 'load.done': 'success', 'load.fail': 'error', reload: 'pending' } },
    success: { on: { reload: 'pending', reset: 'idle' } },
    error: { on: { retry: 'pending', reset: 'idle' } },
  },
})
