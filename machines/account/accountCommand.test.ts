/**
 * What the model replays (tests/model/accountCommand.test.ts) do not pin down: the form each submit
 * and retry sends, the failure a refusal or a lost answer leaves, and that a success or a dismiss
 * leaves none behind.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { accountCommandMachine, type CommandOutcome } from './accountCommand.ts'

function start() {
  const calls: Array<{ input: FormData; answer: (a: CommandOutcome | Error) => void }> = []
  let succeeded = 0
  const actor = createActor(
    accountCommandMachine.provide({
      actors: {
        send: fromPromise<CommandOutcome, FormData>(
          ({ input }) =>
            new Promise((resolve, reject) =>
              calls.push({ input, answer: (a) => (a instanceof Error ? reject(a) : resolve(a)) }),
            ),
        ),
      },
      actions: {
        succeeded: () => {
          succeeded += 1
        },
      },
    }),
  ).start()
  const answer = async (a: CommandOutcome | Error) => {
    calls.at(-1)?.answer(a)
    await waitFor(actor, (s) => !s.hasTag('busy'))
    return actor.getSnapshot()
  }
  return { actor, calls, answer, succeeded: () => succeeded }
}

const form = (name: string) => {
  const data = new FormData()
  data.set('name', name)
  return data
}

describe('accountCommandMachine', () => {
  it('sends each submitted form, retries the one that failed, and a success clears the failure', async () => {
    const { actor, calls, answer, succeeded } = start()
    const first = form('first')
    actor.send({ type: 'user.submit', input: first })
    const lost = await answer(new Error('offline'))
    expect([lost.hasTag('failed'), lost.context.failure]).toEqual([true, { _tag: 'NetworkError' }])
    actor.send({ type: 'user.retry' })
    const refused = await answer({ ok: false, failure: { _tag: 'ApiError', status: 409, code: 1010 } })
    expect(refused.context.failure?.code).toBe(1010)
    const second = form('second')
    actor.send({ type: 'user.submit', input: second })
    const done = await answer({ ok: true })
    expect([done.hasTag('done'), done.context.failure, succeeded()]).toEqual([true, undefined, 1])
    const third = form('third')
    actor.send({ type: 'user.submit', input: third })
    await answer({ ok: true })
    expect(calls.map((c) => c.input)).toEqual([first, first, second, third])
    expect(succeeded()).toBe(2)
  })

  it('a dismissed failure is gone', async () => {
    const { actor, answer } = start()
    actor.send({ type: 'user.submit', input: form('x') })
    await answer(new Error('offline'))
    actor.send({ type: 'user.dismiss' })
    const s = actor.getSnapshot()
    expect([s.value, s.context.failure]).toEqual(['idle', undefined])
  })
})
