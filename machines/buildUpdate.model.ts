import { setup } from 'xstate'

/**
 * The observable states of `buildUpdateMachine` for model-based tests (tests/model/buildUpdate.test.ts).
 * The real machine waits (`after`) and invokes fetches, which `createTestModel` refuses, so the timer
 * and each fetch outcome become events the replay drives: `poll.elapsed` advances a simulated clock,
 * `latest.same` / `latest.new` / `latest.fail` settle the poll, `manifest.done` / `manifest.fail` the
 * manifest fetch.
 */
export const buildUpdateModel = setup({
  types: {
    events: {} as
      | { type: 'poll.elapsed' }
      | { type: 'poll.now' }
      | { type: 'latest.same' }
      | { type: 'latest.new' }
      | { type: 'latest.fail' }
      | { type: 'manifest.done' }
      | { type: 'manifest.fail' },
  },
}).createMachine({
  id: 'buildUpdateModel',
  initial: 'waiting',
  states: {
    waiting: { on: { 'poll.elapsed': 'checking', 'poll.now': 'checking' } },
    checking: { on: { 'latest.same': 'waiting', 'latest.fail': 'waiting', 'latest.new': 'outdated' } },
    outdated: {
      initial: 'fetchingManifest',
      states: {
        fetchingManifest: { on: { 'manifest.done': 'ready', 'manifest.fail': 'ready' } },
        ready: { type: 'final' },
      },
    },
  },
})
