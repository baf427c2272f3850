import { setup } from 'xstate'

/**
 * The observable states of `chargeRetryMachine`, replayed in Vitest (tests/model/chargeRetry.test.ts)
 * and in Chromium (tests/e2e/chargeRetry.model.test.ts). Call outcomes are the events `send.ok` and
 * `send.declined` (400/2012: the card was declined).
 */
export const chargeRetryModel = setup({
  types: {
    events: {} as
      | { type: 'user.retry' }
      | { type: 'user.useMethod' }
      | { type: 'send.ok' }
      | { type: 'send.declined' },
  },
}).createMachine({
  id: 'chargeRetryModel',
  initial: 'pastDue',
  states: {
    pastDue: { on: { 'user.retry': 'retrying', 'user.useMethod': 'switching' } },
    switching: { on: { 'send.ok': 'retrying', 'send.declined': 'stillFailing' } },
    retrying: { on: { 'send.ok': 'active', 'send.declined': 'stillFailing' } },
    stillFailing: { on: { 'user.retry': 'retrying', 'user.useMethod': 'switching' } },
    active: { type: 'final' },
  },
})
