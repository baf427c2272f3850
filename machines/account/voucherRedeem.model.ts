import { setup } from 'xstate'

/**
 * The observable states of `voucherRedeemMachine`, replayed in Vitest (tests/model/voucherRedeem.test.ts)
 * and in Chromium (tests/e2e/voucherRedeem.model.test.ts). A retry goes back to the step that failed,
 * so the model keeps the two failures apart (`assignFailed`, `redeemFailed`: both the machine's
 * `failed`). Call outcomes are events: `send.ok`, `send.409`, `send.expired`, `send.1004`, `send.2000`,
 * `send.lost`.
 */
type Outcome = 'send.409' | 'send.expired' | 'send.1004' | 'send.2000'
const refusals = (): Record<Outcome, string> => ({
  'send.409': 'alreadyRedeemed',
  'send.expired': 'expired',
  'send.1004': 'notRedeemable',
  'send.2000': 'denied',
})

export const voucherRedeemModel = setup({
  types: {
    events: {} as
      | { type: 'user.enter' }
      | { type: 'user.choose' }
      | { type: 'user.redeem' }
      | { type: 'user.retry' }
      | { type: 'user.dismiss' }
      | { type: 'send.ok' }
      | { type: Outcome }
      | { type: 'send.lost' },
  },
}).createMachine({
  id: 'voucherRedeemModel',
  initial: 'entering',
  states: {
    entering: { on: { 'user.enter': 'assigning', 'user.choose': 'redeeming' } },
    assigning: { on: { 'send.ok': 'assigned', ...refusals(), 'send.lost': 'assignFailed' } },
    assigned: { on: { 'user.redeem': 'redeeming', 'user.dismiss': 'entering' } },
    redeeming: { on: { 'send.ok': 'redeemed', ...refusals(), 'send.lost': 'redeemFailed' } },
    redeemed: { on: { 'user.dismiss': 'entering' } },
    alreadyRedeemed: { on: { 'user.dismiss': 'entering' } },
    expired: { on: { 'user.dismiss': 'entering' } },
    notRedeemable: { on: { 'user.dismiss': 'entering' } },
    denied: { on: { 'user.dismiss': 'entering' } },
    assignFailed: { on: { 'user.retry': 'assigning', 'user.dismiss': 'entering' } },
    redeemFailed: { on: { 'user.retry': 'redeeming', 'user.dismiss': 'entering' } },
  },
})
