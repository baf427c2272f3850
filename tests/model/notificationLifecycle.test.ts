/**
 * Every path of machines/account/notificationLifecycle.model.ts replayed against the real machine, with a
 * `change` actor the test settles by hand. In each state the offered moves must be exactly the lifecycle
 * table's, and a second change while one is in flight must send nothing.
 */
import { expect } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { CommandOutcome } from '../../machines/account/accountCommand.ts'
import {
  moveTargets,
  notificationLifecycleModel,
} from '../../machines/account/notificationLifecycle.model.ts'
import { notificationLifecycleMachine } from '../../machines/account/notificationLifecycle.ts'
import { type LifecycleStatus, lifecycleStatuses, transitions } from '../../models/notifications/lifecycle.ts'
import { describeModel } from './harness.ts'

function sut() {
  const sent: LifecycleStatus[] = []
  let answer: CommandOutcome = { ok: true }
  let changed = 0
  const actor = createActor(
    notificationLifecycleMachine.provide({
      actors: {
        change: fromPromise<CommandOutcome, LifecycleStatus>(async ({ input }) => {
          sent.push(input)
          return answer
        }),
      },
      actions: { changed: () => (changed += 1) },
    }),
    { input: { status: 'draft' } },
  ).start()
  const offered = () =>
    lifecycleStatuses.filter((to) => actor.getSnapshot().can({ type: 'status.change', to }))
  /** Sends a change twice in a row (the double click) and waits for the one answer. */
  const move = async (to: LifecycleStatus, outcome: CommandOutcome) => {
    answer = outcome
    const before = sent.length
    actor.send({ type: 'status.change', to })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'status.change', to })).toBe(false)
    actor.send({ type: 'status.change', to })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(sent.length - before).toBe(1)
  }
  return {
    actor,
    sent,
    offered,
    move,
    changed: () => changed,
    setAnswer: (o: CommandOutcome) => (answer = o),
  }
}

type Sut = ReturnType<typeof sut>

const atStatus = (status: LifecycleStatus) => (s: Sut) => {
  const snapshot = s.actor.getSnapshot()
  expect(snapshot.context.status).toBe(status)
  expect([snapshot.hasTag('busy'), snapshot.hasTag('failed')]).toEqual([false, false])
  // Exactly the table's moves are offered; every other status (and staying put) is not.
  expect(s.offered()).toEqual(lifecycleStatuses.filter((to) => transitions[status].includes(to)))
}

const move = (to: LifecycleStatus) => (s: Sut) => s.move(to, { ok: true })

describeModel<Sut>({
  name: 'notificationLifecycle',
  model: notificationLifecycleModel,
  setup: sut,
  teardown: (s) => {
    s.actor.stop()
  },
  states: {
    draft: atStatus('draft'),
    scheduled: atStatus('scheduled'),
    live: atStatus('live'),
    paused: atStatus('paused'),
    ended: atStatus('ended'),
    refused: (s) => {
      const snapshot = s.actor.getSnapshot()
      expect(snapshot.hasTag('failed')).toBe(true)
      expect(snapshot.context.status).toBe('draft')
      expect(snapshot.context.failure).toMatchObject({ _tag: 'ApiError', code: 2012 })
      expect(snapshot.can({ type: 'user.retry' })).toBe(true)
    },
  },
  events: {
    ...Object.fromEntries(Object.entries(moveTargets).map(([event, to]) => [event, move(to)])),
    'change.refused': (s) =>
      s.move('scheduled', { ok: false, failure: { _tag: 'ApiError', status: 400, code: 2012 } }),
    'user.retry': async (s) => {
      s.setAnswer({ ok: true })
      s.actor.send({ type: 'user.retry' })
      await waitFor(s.actor, (snap) => !snap.hasTag('busy'))
    },
  },
})
