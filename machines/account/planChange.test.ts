/**
 * What the model replays (tests/model/planChange.test.ts) do not reach with one path per transition:
 * a call that never answers, a failure cleared by a later success, and a second choice after a cancel.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { heldCalls, refused, settleAndWait } from '../../tests/model/commerceCalls.ts'
import { lostAnswer } from './outcome.ts'
import { type PlanChangeReview, planChangeMachine } from './planChange.ts'

const review = (target: string): PlanChangeReview => ({
  subscriptionId: 'sub_1',
  changeId: `pc_${target}`,
  planName: `plan ${target}`,
  amountDue: 10,
  newPrice: 20,
  nextBillingDate: undefined,
})

function start() {
  const calls = heldCalls()
  const actor = createActor(
    planChangeMachine.provide({
      actors: {
        request: fromPromise(calls.hold('request')) as never,
        confirm: fromPromise(calls.hold('confirm')) as never,
      },
    }),
    { input: { subscriptionId: 'sub_1' } },
  ).start()
  const settle = (answer: Parameters<typeof calls.settle>[0]) => settleAndWait(actor, calls, answer)
  return { actor, calls, settle }
}

describe('planChangeMachine', () => {
  it('a request that never answers is a retryable network failure', async () => {
    const { actor, settle } = start()
    actor.send({ type: 'user.choose', target: '1012' })
    const failed = await settle(new Error('offline'))
    expect(failed.value).toBe('requestFailed')
    expect(failed.context.failure).toEqual(lostAnswer)
    expect(failed.can({ type: 'user.retry' })).toBe(true)
  })

  it('a confirm that never answers keeps the review and can be retried; the retry that succeeds clears the failure', async () => {
    const { actor, settle } = start()
    actor.send({ type: 'user.choose', target: '1012' })
    await settle({ ok: true, value: review('1012') })
    actor.send({ type: 'user.confirm' })
    const lost = await settle(new Error('offline'))
    expect(lost.value).toBe('confirmFailed')
    expect(lost.context.failure).toEqual(lostAnswer)
    expect(lost.hasTag('review')).toBe(true)
    actor.send({ type: 'user.retry' })
    const refusedOnce = await settle(refused(400, 2012))
    expect(refusedOnce.context.failure?.code).toBe(2012)
    actor.send({ type: 'user.retry' })
    const done = await settle({ ok: true, value: {} })
    expect(done.value).toBe('changed')
    expect(done.context.failure).toBeUndefined()
  })

  it('after a cancel, a new choice asks for the new plan with nothing of the old review or failure', async () => {
    const { actor, calls, settle } = start()
    actor.send({ type: 'user.choose', target: '1012' })
    await settle(refused(400, 2012))
    actor.send({ type: 'user.cancel' })
    actor.send({ type: 'user.choose', target: '2020' })
    expect(calls.made.at(-1)?.input).toEqual({ subscriptionId: 'sub_1', target: '2020' })
    expect(actor.getSnapshot().context).toMatchObject({
      target: '2020',
      review: undefined,
      failure: undefined,
    })
    await settle({ ok: true, value: review('2020') })
    actor.send({ type: 'user.cancel' })
    actor.send({ type: 'user.choose', target: '3030' })
    expect(actor.getSnapshot().context).toMatchObject({ target: '3030', review: undefined })
  })
})
