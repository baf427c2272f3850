/**
 * Every path of machines/account/chargeRetry.model.ts replayed against the real machine, calls answered
 * by hand: the charge succeeds or the card is declined (400/2012). In flight, a second retry is refused
 * and charges nothing more.
 */
import { expect } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { chargeRetryModel } from '../../machines/account/chargeRetry.model.ts'
import { chargeRetryMachine } from '../../machines/account/chargeRetry.ts'
import { heldCalls, refused } from './commerceCalls.ts'
import { describeModel } from './harness.ts'

function sut() {
  const calls = heldCalls()
  let changed = 0
  const actor = createActor(
    chargeRetryMachine.provide({
      actors: {
        retry: fromPromise(calls.hold('retry')) as never,
        useMethod: fromPromise(calls.hold('useMethod')) as never,
      },
      actions: { changed: () => (changed += 1) },
    }),
    { input: { subscriptionId: 'sub_ben' } },
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
  expect(s.can({ type: 'user.retry' })).toBe(false)
  actor.send({ type: 'user.retry' })
  actor.send({ type: 'user.useMethod', token: 'pm_other' })
  expect(calls.open.map((c) => c.actor)).toEqual([name])
}

describeModel<Sut>({
  name: 'chargeRetry',
  model: chargeRetryModel,
  setup: sut,
  teardown: ({ actor }) => {
    actor.stop()
  },
  states: {
    pastDue: ({ actor, calls }) => {
      expect(actor.getSnapshot().can({ type: 'user.retry' })).toBe(true)
      expect(calls.made).toEqual([])
    },
    switching: (s) => {
      inFlight(s, 'useMethod')
      expect(s.calls.open[0]?.input).toEqual({ subscriptionId: 'sub_ben', token: 'pm_good' })
    },
    retrying: (s) => {
      inFlight(s, 'retry')
      expect(s.calls.open[0]?.input).toEqual({ subscriptionId: 'sub_ben' })
    },
    stillFailing: ({ actor }) => {
      const s = actor.getSnapshot()
      expect([s.hasTag('failed'), s.hasTag('busy')]).toEqual([true, false])
      expect(s.context.failure?.code).toBe(2012)
      expect(s.can({ type: 'user.useMethod', token: 'pm_good' })).toBe(true)
    },
    active: ({ actor, changed }) => {
      const s = actor.getSnapshot()
      expect([s.hasTag('done'), s.status]).toEqual([true, 'done'])
      expect(changed()).toBeGreaterThan(0)
    },
  },
  events: {
    'user.retry': ({ actor }) => actor.send({ type: 'user.retry' }),
    'user.useMethod': ({ actor }) => actor.send({ type: 'user.useMethod', token: 'pm_good' }),
    'send.ok': (s) => answer(s, { ok: true, value: {} }),
    'send.declined': (s) => answer(s, refused(400, 2012)),
  },
})
