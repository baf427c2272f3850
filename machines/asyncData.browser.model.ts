import { setup } from 'xstate'

/**
 * What a customer sees of `asyncDataMachine` on an account screen (src/account/kit/useAccountRead.ts):
 * the server-rendered read, then the same read fetched again after each command that made it stale,
 * for the Chromium replay on /account/profile (tests/e2e/asyncData.model.test.ts). The screen sends
 * `load` for its first reload and `reload` after that (also while one is in flight, which starts over),
 * and its "Try again" sends `retry`. A command after a failed reload fetches again too: the model's
 * `reload` from `error` (the screen sends `retry` there, src/account/kit/reloadEvent.ts). Nothing on a
 * screen sends `reset`: a screen left is a machine stopped, and the next visit starts a new one, so
 * `reset` is covered by tests/model/asyncData.test.ts over asyncData.model.ts.
 */
export const asyncDataBrowserModel = setup({
  types: {
    events: {} as
      | { type: 'load' }
      | { type: 'reload' }
      | { type: 'retry' }
      | { type: 'load.done' }
      | { type: 'load.fail' },
  },
}).createMachine({
  id: 'asyncDataBrowserModel',
  initial: 'idle',
  states: {
    idle: { on: { load: 'pending' } },
    pending: { on: { 'load.done': 'success', 'load.fail': 'error', reload: 'pending' } },
    success: { on: { reload: 'pending' } },
    error: { on: { retry: 'pending', reload: 'pending' } },
  },
})
