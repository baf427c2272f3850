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
