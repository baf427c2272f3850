import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { asyncDataMachine } from './asyncData.ts'

describe('asyncDataMachine', () => {
  it('passes the attempt number to the load and keeps the data of the attempt that succeeded', async () => {
    const seen: number[] = []
    const actor = createActor(
      asyncDataMachine.provide({
        actors: {
          load: fromPromise<unknown, { attempt: number }>(async ({ input }) => {
            seen.push(input.attempt)
            if (input.attempt < 3) throw new Error(`attempt ${input.attempt} failed`)
            return { rows: input.attempt }
          }),
        },
      }),
    ).start()
    actor.send({ type: 'load' })
    await waitFor(actor, (s) => s.matches('error'))
    actor.send({ type: 'retry' })
    await waitFor(actor, (s) => s.matches('error'))
    expect((actor.getSnapshot().context.error as Error).message).toBe('attempt 2 failed')
    actor.send({ type: 'retry' })
    const done = await waitFor(actor, (s) => s.matches('success'))
    expect(seen).toEqual([1, 2, 3])
    expect(done.context).toMatchObject({ data: { rows: 3 }, error: undefined, attempts: 3 })
    actor.send({ type: 'reset' })
    expect(actor.getSnapshot().context).toEqual({ data: undefined, error: undefined, attempts: 0 })
  })

  it('ignores a retry while a load is in flight', () => {
    const actor = createActor(
      asyncDataMachine.provide({ actors: { load: fromPromise(() => new Promise(() => {})) } }),
    ).start()
    actor.send({ type: 'load' })
    actor.send({ type: 'retry' })
    expect(actor.getSnapshot().value).toBe('pending')
    expect(actor.getSnapshot().context.attempts).toBe(1)
  })

  it('starts over on a reload during a load: the older answer is dropped and its request aborted', async () => {
    const calls: Array<{ resolve: (v: unknown) => void; signal: AbortSignal }> = []
    const actor = createActor(
      asyncDataMachine.provide({
        actors: {
          load: fromPromise(({ signal }) => new Promise((resolve) => calls.push({ resolve, signal }))),
        },
      }),
    ).start()
    actor.send({ type: 'load' })
    actor.send({ type: 'reload' }) // a change landed after the first read was sent
    expect(calls).toHaveLength(2)
    expect(calls[0]?.signal.aborted).toBe(true)
    calls[1]?.resolve({ status: 'paused' })
    calls[0]?.resolve({ status: 'live' }) // the older read answers last
    const done = await waitFor(actor, (s) => s.matches('success'))
    await Promise.resolve()
    expect(actor.getSnapshot().context.data).toEqual({ status: 'paused' })
    expect(done.context.attempts).toBe(2)
  })
})
