import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { LifecycleStatus } from '../../models/notifications/lifecycle.ts'
import type { CommandOutcome } from './accountCommand.ts'
import { notificationLifecycleMachine } from './notificationLifecycle.ts'

/** A draft item whose next change the service refuses. */
async function refusedDraft() {
  const actor = createActor(
    notificationLifecycleMachine.provide({
      actors: {
        change: fromPromise<CommandOutcome, LifecycleStatus>(async () => ({
          ok: false,
          failure: { _tag: 'ApiError', status: 500, code: 0 },
        })),
      },
    }),
    { input: { status: 'draft' } },
  ).start()
  actor.send({ type: 'status.change', to: 'scheduled' })
  await waitFor(actor, (s) => s.hasTag('failed'))
  return actor
}

describe('notificationLifecycleMachine after a refusal', () => {
  it('keeps the reason and the retry when a late read shows the status already shown', async () => {
    // The console reloads its read after every accepted change; that read can land after the next
    // change was refused, with the very status the refusal kept.
    const actor = await refusedDraft()
    actor.send({ type: 'status.read', status: 'draft' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('failed')).toBe(true)
    expect(snapshot.context.failure).toMatchObject({ _tag: 'ApiError' })
    expect(snapshot.can({ type: 'user.retry' })).toBe(true)
    actor.stop()
  })

  it('drops the refusal when a read shows the item moved elsewhere', async () => {
    const actor = await refusedDraft()
    actor.send({ type: 'status.read', status: 'live' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('ready')
    expect(snapshot.context).toMatchObject({ status: 'live', failure: undefined })
    actor.stop()
  })
})

/** An item whose changes the test answers one by one. */
function heldItem(status: LifecycleStatus) {
  const calls: Array<{ to: LifecycleStatus; answer: (a: CommandOutcome | Error) => void }> = []
  let changed = 0
  const actor = createActor(
    notificationLifecycleMachine.provide({
      actors: {
        change: fromPromise<CommandOutcome, LifecycleStatus>(
          ({ input }) =>
            new Promise((resolve, reject) =>
              calls.push({ to: input, answer: (a) => (a instanceof Error ? reject(a) : resolve(a)) }),
            ),
        ),
      },
      actions: {
        changed: () => {
          changed += 1
        },
      },
    }),
    { input: { status } },
  ).start()
  const answer = async (a: CommandOutcome | Error) => {
    calls.at(-1)?.answer(a)
    await waitFor(actor, (s) => !s.hasTag('busy'))
    return actor.getSnapshot()
  }
  return { actor, calls, answer, changed: () => changed }
}

describe('notificationLifecycleMachine changes', () => {
  it('sends the status chosen, shows it once accepted and tells the view once', async () => {
    const { actor, calls, answer, changed } = heldItem('scheduled')
    actor.send({ type: 'status.change', to: 'live' })
    expect(calls.map((c) => c.to)).toEqual(['live'])
    const after = await answer({ ok: true })
    expect([after.value, after.context.status, after.context.target, changed()]).toEqual([
      'ready',
      'live',
      undefined,
      1,
    ])
  })

  it('a read while ready moves the status, and the moves offered follow it', () => {
    const { actor } = heldItem('draft')
    actor.send({ type: 'status.read', status: 'live' })
    const s = actor.getSnapshot()
    expect(s.context.status).toBe('live')
    expect(s.can({ type: 'status.change', to: 'paused' })).toBe(true)
    expect(s.can({ type: 'status.change', to: 'scheduled' })).toBe(false)
  })

  it('a lost answer is a network failure; another allowed move from there is sent, a forbidden one is not', async () => {
    const { actor, calls, answer } = heldItem('scheduled')
    actor.send({ type: 'status.change', to: 'live' })
    const lost = await answer(new Error('offline'))
    expect([lost.value, lost.context.status, lost.context.failure]).toEqual([
      'refused',
      'scheduled',
      { _tag: 'NetworkError' },
    ])
    expect(lost.can({ type: 'status.change', to: 'ended' })).toBe(false)
    actor.send({ type: 'status.change', to: 'draft' })
    const s = actor.getSnapshot()
    expect([s.value, s.context.target, s.context.failure]).toEqual(['changing', 'draft', undefined])
    expect(calls.map((c) => c.to)).toEqual(['live', 'draft'])
  })
})
