/**
 * What the model replays (tests/model/artworkGeneration.test.ts) do not pin down: the form each
 * generation and retry sends, what a result or a lost answer leaves in the context, and that a cancel
 * aborts the request in flight.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { artworkGenerationMachine, type GenerationResult } from './artworkGeneration.ts'

function start() {
  const calls: Array<{
    input: FormData
    signal: AbortSignal
    answer: (a: GenerationResult | Error) => void
  }> = []
  const actor = createActor(
    artworkGenerationMachine.provide({
      actors: {
        generate: fromPromise<GenerationResult, FormData>(
          ({ input, signal }) =>
            new Promise((resolve, reject) =>
              calls.push({ input, signal, answer: (a) => (a instanceof Error ? reject(a) : resolve(a)) }),
            ),
        ),
      },
    }),
  ).start()
  const answer = async (a: GenerationResult | Error) => {
    calls.at(-1)?.answer(a)
    await waitFor(actor, (s) => !s.hasTag('busy'))
    return actor.getSnapshot()
  }
  return { actor, calls, answer }
}

const prompt = (text: string) => {
  const data = new FormData()
  data.set('prompt', text)
  return data
}
const artwork = { src: '/art/1.webp', fileName: 'art-1.webp' }

describe('artworkGenerationMachine', () => {
  it('sends the submitted form, retries with the same one, and a new submit sends the new one', async () => {
    const { actor, calls, answer } = start()
    const first = prompt('a violin in the rain')
    actor.send({ type: 'user.generate', input: first })
    const lost = await answer(new Error('offline'))
    expect([lost.hasTag('failed'), lost.context.failure]).toEqual([true, { _tag: 'NetworkError' }])
    actor.send({ type: 'user.retry' })
    expect(actor.getSnapshot().context.failure).toBeUndefined()
    const done = await answer({ ok: true, artwork })
    expect([done.hasTag('done'), done.context.artwork]).toEqual([true, artwork])
    const second = prompt('a drum at dawn')
    actor.send({ type: 'user.generate', input: second })
    expect(calls.map((c) => c.input)).toEqual([first, first, second])
  })

  it('a refusal keeps its failure for the view', async () => {
    const { actor, answer } = start()
    actor.send({ type: 'user.generate', input: prompt('x') })
    const failed = await answer({ ok: false, failure: { _tag: 'ApiError', status: 429, code: 4290 } })
    expect([failed.hasTag('failed'), failed.context.failure?.code]).toEqual([true, 4290])
  })

  it('a cancel aborts the request in flight', () => {
    const { actor, calls } = start()
    actor.send({ type: 'user.generate', input: prompt('x') })
    actor.send({ type: 'user.cancel' })
    expect(actor.getSnapshot().hasTag('cancelled')).toBe(true)
    expect(calls[0]?.signal.aborted).toBe(true)
  })
})
