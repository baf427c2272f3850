import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { asyncDataMachine } from '../../../machines/asyncData.ts'
import { reloadEvent } from './reloadEvent.ts'

/** A read whose loads the test answers one by one, in order. */
function scriptedRead() {
  const answers: Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void }> = []
  const actor = createActor(
    asyncDataMachine.provide({
      actors: {
        load: fromPromise(() => new Promise((resolve, reject) => answers.push({ resolve, reject }))),
      },
    }),
  ).start()
  const reload = () => actor.send(reloadEvent(actor.getSnapshot()))
  return { actor, answers, reload }
}

describe('reloadEvent: a command that changed a read fetches it again', () => {
  it('from the server-rendered read (idle), loads it', async () => {
    const { actor, answers, reload } = scriptedRead()
    reload()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    answers[0]?.resolve({ rows: 1 })
    await waitFor(actor, (s) => s.matches('success'))
    expect(actor.getSnapshot().context.data).toEqual({ rows: 1 })
  })

  it('after a successful reload, fetches again', async () => {
    const { actor, answers, reload } = scriptedRead()
    reload()
    answers[0]?.resolve({ rows: 1 })
    await waitFor(actor, (s) => s.matches('success'))
    reload()
    expect(answers).toHaveLength(2)
    answers[1]?.resolve({ rows: 2 })
    await waitFor(actor, (s) => s.matches('success'))
    expect(actor.getSnapshot().context.data).toEqual({ rows: 2 })
  })

  it('after a failed reload, the next command still fetches the changed data', async () => {
    const { actor, answers, reload } = scriptedRead()
    reload()
    answers[0]?.reject(new Error('offline'))
    await waitFor(actor, (s) => s.matches('error'))
    reload()
    expect(answers).toHaveLength(2)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    answers[1]?.resolve({ rows: 2 })
    await waitFor(actor, (s) => s.matches('success'))
    expect(actor.getSnapshot().context).toMatchObject({ data: { rows: 2 }, error: undefined })
  })
})
