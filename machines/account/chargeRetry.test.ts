/**
 * What the model replays (tests/model/chargeRetry.test.ts) do not pin down: the card each switch
 * sends, the failure a lost answer leaves, a failure cleared by the charge that finally succeeds, and one
 * `changed` per change the service made.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { heldCalls, refused, settleAndWait } from '../../tests/model/commerceCalls.ts'
import { chargeRetryMachine } from './chargeRetry.ts'
import { lostAnswer } from './outcome.ts'

function start() {
  const calls = heldCalls()
  let changed = 0
  const actor = createActor(
    chargeRetryMachine.provide({
      actors: {
        retry: fromPromise(calls.hold('retry')) as never,
        useMethod: fromPromise(calls.hold('useMethod')) as never,
      },
      actions: {
        changed: () => {
          changed += 1
        },
      },
    }),
    { input: { subscriptionId: 'sub_9' } },
  ).start()
  const settle = (answer: Parameters<typeof calls.settle>[0]) => settleAndWait(actor, calls, answer)
  return { actor, calls, settle, changed: () => changed }
}

describe('chargeRetryMachine', () => {
  it('a lost answer to a switch or a charge is a network failure; each new card is the one sent', async () => {
    const { actor, calls, settle } = start()
    actor.send({ type: 'user.useMethod', token: 'card_1' })
    expect(calls.made.at(-1)).toEqual({
      actor: 'useMethod',
      input: { subscriptionId: 'sub_9', token: 'card_1' },
    })
    const lostSwitch = await settle(new Error('offline'))
    expect([lostSwitch.value, lostSwitch.context.failure]).toEqual(['stillFailing', lostAnswer])
    actor.send({ type: 'user.useMethod', token: 'card_2' })
    expect(calls.made.at(-1)).toEqual({
      actor: 'useMethod',
      input: { subscriptionId: 'sub_9', token: 'card_2' },
    })
    const refusedSwitch = await settle(refused(402, 3001))
    expect(refusedSwitch.context.failure?.code).toBe(3001)
    actor.send({ type: 'user.retry' })
    const lostCharge = await settle(new Error('offline'))
    expect([lostCharge.value, lostCharge.context.failure]).toEqual(['stillFailing', lostAnswer])
  })

  it('the charge that succeeds after failures clears them; the view hears of each change once', async () => {
    const { actor, calls, settle, changed } = start()
    actor.send({ type: 'user.retry' })
    expect(calls.made.at(-1)).toEqual({ actor: 'retry', input: { subscriptionId: 'sub_9' } })
    await settle(refused(402, 3001))
    actor.send({ type: 'user.useMethod', token: 'card_2' })
    await settle({ ok: true, value: {} })
    expect(changed()).toBe(1)
    const done = await settle({ ok: true, value: {} })
    expect([done.value, done.context.failure, changed()]).toEqual(['active', undefined, 2])
  })
})
