/**
 * Every path of machines/account/planChange.model.ts replayed against the real machine with calls the
 * test answers by hand. In flight, a second confirm or choice is refused (`can` is false) and makes no
 * second call: a double click never confirms twice.
 */
import { expect } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { planChangeModel } from '../../machines/account/planChange.model.ts'
import { type PlanChangeReview, planChangeMachine } from '../../machines/account/planChange.ts'
import { heldCalls, refused } from './commerceCalls.ts'
import { describeModel } from './harness.ts'

const review: PlanChangeReview = {
  subscriptionId: 'sub_1',
  changeId: 'pc_1',
  planName: 'Pulsewave Studio annual',
  amountDue: 93.24,
  newPrice: 99.9,
  nextBillingDate: '2027-11-23',
}

function sut() {
  const calls = heldCalls()
  let changed = 0
  const actor = createActor(
    planChangeMachine.provide({
      actors: {
        request: fromPromise(calls.hold('request')) as never,
        confirm: fromPromise(calls.hold('confirm')) as never,
      },
      actions: { changed: () => (changed += 1) },
    }),
    { input: { subscriptionId: 'sub_1' } },
  ).start()
  return { actor, calls, changed: () => changed }
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
  expect(s.can({ type: 'user.confirm' })).toBe(false)
  expect(s.can({ type: 'user.choose', target: '1012' })).toBe(false)
  // A double click while in flight changes nothing and calls nothing more.
  actor.send({ type: 'user.confirm' })
  expect(calls.open.map((c) => c.actor)).toEqual([name])
}

describeModel<Sut>({
  name: 'planChange',
  model: planChangeModel,
  setup: sut,
  teardown: ({ actor }) => {
    actor.stop()
  },
  states: {
    choosing: ({ actor }) => {
      const s = actor.getSnapshot()
      expect(s.hasTag('choosing')).toBe(true)
      expect(s.context.review).toBeUndefined()
    },
    requesting: (s) => {
      inFlight(s, 'request')
      expect(s.calls.made.at(-1)?.input).toEqual({ subscriptionId: 'sub_1', target: '1012' })
    },
    requestFailed: ({ actor }) => {
      const s = actor.getSnapshot()
      expect([s.hasTag('failed'), s.hasTag('review')]).toEqual([true, false])
      expect(s.context.failure?.code).toBe(2012)
    },
    review: ({ actor, calls }) => {
      const s = actor.getSnapshot()
      expect([s.hasTag('review'), s.hasTag('busy')]).toEqual([true, false])
      expect(s.can({ type: 'user.confirm' })).toBe(true)
      expect(s.context.review).toEqual(review)
      expect(calls.open).toEqual([])
    },
    confirming: (s) => {
      inFlight(s, 'confirm')
      // The review stays on screen while its confirm is in flight.
      expect(s.actor.getSnapshot().hasTag('review')).toBe(true)
      expect(s.calls.made.at(-1)?.input).toEqual(review)
    },
    confirmFailed: ({ actor }) => {
      const s = actor.getSnapshot()
      expect([s.hasTag('failed'), s.hasTag('review')]).toEqual([true, true])
      expect(s.context.failure?.code).toBe(2012)
      expect(s.can({ type: 'user.retry' })).toBe(true)
    },
    reentry: ({ actor, changed }) => {
      const s = actor.getSnapshot()
      expect([s.hasTag('reentry'), s.hasTag('review')]).toEqual([true, true])
      expect(s.context.failure?._tag).toBe('PasswordReentryRequired')
      expect(s.context.review).toEqual(review)
      expect(changed()).toBe(0)
    },
    changed: ({ actor, changed, calls }) => {
      expect(actor.getSnapshot().hasTag('done')).toBe(true)
      // Exactly one `changed` per confirm that succeeded, never one per click.
      expect(changed()).toBeGreaterThan(0)
      expect(changed()).toBeLessThanOrEqual(calls.made.filter((c) => c.actor === 'confirm').length)
    },
    cancelled: ({ actor, calls }) => {
      expect(actor.getSnapshot().hasTag('cancelled')).toBe(true)
      expect(calls.open).toEqual([])
    },
  },
  events: {
    'user.choose': ({ actor }) => actor.send({ type: 'user.choose', target: '1012' }),
    'user.confirm': ({ actor }) => actor.send({ type: 'user.confirm' }),
    'user.cancel': ({ actor }) => actor.send({ type: 'user.cancel' }),
    'user.retry': ({ actor }) => actor.send({ type: 'user.retry' }),
    'user.signedInAgain': ({ actor }) => actor.send({ type: 'user.signedInAgain' }),
    'user.dismiss': ({ actor }) => actor.send({ type: 'user.dismiss' }),
    'send.ok': (s) => answer(s, { ok: true, value: review }),
    'send.refused': (s) => answer(s, refused(400, 2012)),
    'send.reentry': (s) => answer(s, refused(401, 2011, 'PasswordReentryRequired')),
  },
})
