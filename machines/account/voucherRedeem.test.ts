/**
 * The catalogue's refusals, one condition at a time (the model replays send one refusal per state, so
 * they never tell an `||` from an `&&`), and what the model replays do not check: the failure a lost
 * answer leaves, and the voucher as the service answered it.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { AccountFailure } from '../../models/accounts/result.ts'
import { heldCalls, settleAndWait } from '../../tests/model/commerceCalls.ts'
import { lostAnswer } from './outcome.ts'
import { type Refusal, refusalOf, type VoucherChoice, voucherRedeemMachine } from './voucherRedeem.ts'

const api = (fields: Partial<AccountFailure>) => ({ _tag: 'ApiError', ...fields }) as AccountFailure

describe('refusalOf', () => {
  const cases: Array<[string, AccountFailure | undefined, Refusal]> = [
    ['no failure at all', undefined, 'failed'],
    ['409 without a code', api({ status: 409 }), 'alreadyRedeemed'],
    ['1010 with another status', api({ status: 400, code: 1010 }), 'alreadyRedeemed'],
    ['2012', api({ status: 400, code: 2012 }), 'expired'],
    ['1004 with another status', api({ status: 400, code: 1004 }), 'notRedeemable'],
    ['404 without a code', api({ status: 404 }), 'notRedeemable'],
    ['2000 as a plain API error', api({ status: 403, code: 2000 }), 'denied'],
    ['AccessDenied without a code', { _tag: 'AccessDenied' } as AccountFailure, 'denied'],
    ['an unknown code', api({ status: 400, code: 1234 }), 'failed'],
    ['a network failure', lostAnswer, 'failed'],
  ]
  for (const [name, failure, refusal] of cases)
    it(`${name} → ${refusal}`, () => expect(refusalOf(failure)).toBe(refusal))
})

const voucher: VoucherChoice = { id: 'v_1', title: 'Studio month' }

function start() {
  const calls = heldCalls()
  const counted = { assigned: 0, redeemed: 0 }
  const actor = createActor(
    voucherRedeemMachine.provide({
      actors: {
        assign: fromPromise(calls.hold('assign')) as never,
        redeem: fromPromise(calls.hold('redeem')) as never,
      },
      actions: {
        assigned: () => {
          counted.assigned += 1
        },
        redeemed: () => {
          counted.redeemed += 1
        },
      },
    }),
  ).start()
  const settle = (answer: Parameters<typeof calls.settle>[0]) => settleAndWait(actor, calls, answer)
  return { actor, calls, counted, settle }
}

describe('voucherRedeemMachine', () => {
  it('a code added keeps the voucher the service answered, tells the view once, and redeems that voucher', async () => {
    const { actor, calls, counted, settle } = start()
    actor.send({ type: 'user.enter', code: 'CODE-1' })
    expect(calls.made.at(-1)).toEqual({ actor: 'assign', input: 'CODE-1' })
    const added = await settle({ ok: true, value: voucher })
    expect(added.hasTag('assigned')).toBe(true)
    expect(added.context.voucher).toEqual(voucher)
    expect(counted.assigned).toBe(1)
    actor.send({ type: 'user.redeem' })
    expect(calls.made.at(-1)).toEqual({ actor: 'redeem', input: voucher })
    const done = await settle({ ok: true, value: { ...voucher, redeemed: true } })
    expect(done.context.voucher).toEqual({ ...voucher, redeemed: true })
    expect(counted.redeemed).toBe(1)
  })

  it('an add or a redemption that never answers is a network failure the customer can retry', async () => {
    const { actor, calls, settle } = start()
    actor.send({ type: 'user.enter', code: 'CODE-1' })
    const lostAdd = await settle(new Error('offline'))
    expect([lostAdd.value, lostAdd.context.failure]).toEqual(['failed', lostAnswer])
    actor.send({ type: 'user.dismiss' })
    actor.send({ type: 'user.choose', voucher })
    const lostRedeem = await settle(new Error('offline'))
    expect([lostRedeem.value, lostRedeem.context.failure]).toEqual(['failed', lostAnswer])
    actor.send({ type: 'user.retry' })
    expect(calls.made.at(-1)).toEqual({ actor: 'redeem', input: voucher })
  })
})
