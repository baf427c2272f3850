import { setup } from 'xstate'

/**
 * The observable states of `notificationLifecycleMachine` for model-based tests: the item's status as an
 * admin sees it, one state per status of the lifecycle table (models/notifications/lifecycle.ts), and
 * `refused` (the change was not accepted; the old status stays, with a retry). Each move event is a whole
 * change that the service accepts; `change.refused` is one it refuses (the stand-in's fault injection in
 * Chromium), `user.retry` sends it again and it goes through. Forbidden moves have no event here: every
 * state's check asserts they are not offered.
 */
export const notificationLifecycleModel = setup({
  types: {
    events: {} as
      | { type: 'user.schedule' }
      | { type: 'user.unschedule' }
      | { type: 'user.goLive' }
      | { type: 'user.pause' }
      | { type: 'user.end' }
      | { type: 'change.refused' }
      | { type: 'user.retry' },
  },
}).createMachine({
  id: 'notificationLifecycleModel',
  initial: 'draft',
  states: {
    draft: { on: { 'user.schedule': 'scheduled', 'change.refused': 'refused' } },
    refused: { on: { 'user.retry': 'scheduled' } },
    scheduled: { on: { 'user.unschedule': 'draft', 'user.goLive': 'live' } },
    live: { on: { 'user.pause': 'paused', 'user.end': 'ended' } },
    paused: { on: { 'user.goLive': 'live', 'user.end': 'ended' } },
    ended: { type: 'final' },
  },
})

/** The status each move of the model asks for. */
export const moveTargets = {
  'user.schedule': 'scheduled',
  'user.unschedule': 'draft',
  'user.goLive': 'live',
  'user.pause': 'paused',
  'user.end': 'ended',
} as const
