/**
 * Every path of machines/account/voucherRedeem.model.ts replayed against the real machine, the calls
 * answered by hand with each catalogue refusal. In flight, a second redeem or code is refused and makes
 * no second call.
 */
import { expect } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { voucherRedeemModel } from '../../machines/account/voucherRedeem.model.ts'
import type { VoucherChoice } from '../../machines/account/voucherRedeem.ts'
import { voucherRedeemMachine } from '../../machines/account/voucherRedeem.ts'
import { heldCalls, refused } from './commerceCalls.ts'
import { describeModel } from './harness.ts'

const voucher: VoucherChoice = { id: 'CLEO-HEXFX-GIFT', title: 'Hex FX lifetime licence' }

function sut() {
  const calls = heldCalls()
  let redeemed = 0
  const actor = createActor(
    voucherRedeemMachine.provide({
      actors: {
        assign: fromPromise(calls.hold('assign')) as never,
        redeem: fromPromise(calls.hold('redeem')) as never,
      },
      actions: { redeemed: () => (redeemed += 1) },
    }),
  ).start()
  return { actor, calls, redeemed: () => redeemed }
}
type Sut = ReturnType<typeof sut>

const answer = async ({ actor, calls }: Sut, outcome: Parameters<Sut['calls']['settle']>[0]) => {
  const before = actor.getSnapshot().value
  calls.settle(outcome)
  await waitFor(actor, (s) => s.value !== before)
}

const inFlight = ({ actor, calls }: Sut, name: string) => {
  const s = actor.getSnapshot()
  expect(s.hasTag('busy')).toBe(true)
  expect(s.can({ type: 'user.redeem' })).toBe(false)
  expect(s.can({ type: 'user.enter', code: 'X-1' })).toBe(false)
  actor.send({ type: 'user.redeem' })
  actor.send({ type: 'user.choose', voucher })
  expect(calls.open.map((c) => c.actor)).toEqual([name])
}

const refusedWith =
  (code: number) =>
  ({ actor }: Sut) => {
    const s = actor.getSnapshot()
    expect([s.hasTag('refused'), s.hasTag('busy')]).toEqual([true, false])
    expect(s.context.failure?.code).toBe(code)
    expect(s.can({ type: 'user.dismiss' })).toBe(true)
  }

describeModel<Sut>({
  name: 'voucherRedeem',
  model: voucherRedeemModel,
  setup: sut,
  teardown: ({ actor }) => {
    actor.stop()
  },
  states: {
    entering: ({ actor }) => {
      const s = actor.getSnapshot()
      expect(s.can({ type: 'user.enter', code: 'X-1' })).toBe(true)
      expect(s.context).toEqual({ voucher: undefined, code: undefined, failure: undefined })
    },
    assigning: (s) => {
      inFlight(s, 'assign')
      expect(s.calls.open[0]?.input).toBe('CLEO-HEXFX-GIFT')
    },
    assigned: ({ actor }) => {
      const s = actor.getSnapshot()
      expect(s.hasTag('assigned')).toBe(true)
      expect(s.context.voucher).toEqual(voucher)
      expect(s.can({ type: 'user.redeem' })).toBe(true)
    },
    redeeming: (s) => {
      inFlight(s, 'redeem')
      expect(s.calls.open[0]?.input).toEqual(voucher)
    },
    redeemed: ({ actor, redeemed, calls }) => {
      expect(actor.getSnapshot().hasTag('done')).toBe(true)
      expect(redeemed()).toBeGreaterThan(0)
      expect(redeemed()).toBeLessThanOrEqual(calls.made.filter((c) => c.actor === 'redeem').length)
    },
    alreadyRedeemed: refusedWith(1010),
    expired: refusedWith(2012),
    notRedeemable: refusedWith(1004),
    denied: (s) => {
      refusedWith(2000)(s)
      expect(s.actor.getSnapshot().hasTag('signIn')).toBe(true)
    },
    assignFailed: ({ actor }) => {
      const s = actor.getSnapshot()
      expect(s.hasTag('failed')).toBe(true)
      expect(s.context.voucher).toBeUndefined()
    },
    redeemFailed: ({ actor }) => {
      const s = actor.getSnapshot()
      expect(s.hasTag('failed')).toBe(true)
      expect(s.context.voucher).toEqual(voucher)
    },
  },
  events: {
    'user.enter': ({ actor }) => actor.send({ type: 'user.enter', code: voucher.id }),
    'user.choose': ({ actor }) => actor.send({ type: 'user.choose', voucher }),
    'user.redeem': ({ actor }) => actor.send({ type: 'user.redeem' }),
    'user.retry': ({ actor }) => actor.send({ type: 'user.retry' }),
    'user.dismiss': ({ actor }) => actor.send({ type: 'user.dismiss' }),
    'send.ok': (s) => answer(s, { ok: true, value: voucher }),
    'send.409': (s) => answer(s, refused(409, 1010)),
    'send.expired': (s) => answer(s, refused(400, 2012)),
    'send.1004': (s) => answer(s, refused(400, 1004)),
    'send.2000': (s) => answer(s, refused(403, 2000, 'AccessDenied')),
    'send.lost': (s) => answer(s, new TypeError('Failed to fetch')),
  },
})
