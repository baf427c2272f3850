import { expect } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { asyncDataModel } from '../../machines/asyncData.model.ts'
import { asyncDataMachine } from '../../machines/asyncData.ts'
import { describeModel } from './harness.ts'

/** The real machine with a `load` actor the test settles by hand. */
function controllableSut() {
  const pending: Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void }> = []
  const actor = createActor(
    asyncDataMachine.provide({
      actors: {
        // A load the machine dropped (a reload started over) leaves the list: only the current one settles.
        load: fromPromise(
          ({ signal }) =>
            new Promise((resolve, reject) => {
              const call = { resolve, reject }
              pending.push(call)
              signal.addEventListener('abort', () => pending.splice(pending.indexOf(call), 1), { once: true })
            }),
        ),
      },
    }),
  ).start()
  const settle = async (outcome: 'done' | 'fail') => {
    const call = pending.shift()
    if (!call) throw new Error('no load in flight')
    if (outcome === 'done') call.resolve({ attempt: actor.getSnapshot().context.attempts })
    else call.reject(new Error('load failed'))
    await waitFor(actor, (s) => !s.matches('pending'))
  }
  return { actor, settle, pending }
}

type Sut = ReturnType<typeof controllableSut>

describeModel<Sut>({
  name: 'asyncData',
  model: asyncDataModel,
  setup: controllableSut,
  teardown: (sut) => {
    sut.actor.stop()
  },
  states: {
    idle: ({ actor }) => {
      const s = actor.getSnapshot()
      expect(s.value).toBe('idle')
      expect(s.context).toMatchObject({ data: undefined, error: undefined, attempts: 0 })
    },
    pending: ({ actor, pending }) => {
      expect(actor.getSnapshot().value).toBe('pending')
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      expect(pending).toHaveLength(1)
    },
    success: ({ actor }) => {
      const s = actor.getSnapshot()
      expect(s.value).toBe('success')
      expect(s.hasTag('busy')).toBe(false)
      expect(s.context.data).toEqual({ attempt: s.context.attempts })
      expect(s.context.error).toBeUndefined()
    },
    error: ({ actor }) => {
      const s = actor.getSnapshot()
      expect(s.value).toBe('error')
      expect((s.context.error as Error).message).toBe('load failed')
    },
  },
  events: {
    load: ({ actor }) => actor.send({ type: 'load' }),
    retry: ({ actor }) => actor.send({ type: 'retry' }),
    reload: ({ actor }) => actor.send({ type: 'reload' }),
    reset: ({ actor }) => actor.send({ type: 'reset' }),
    'load.done': (sut) => sut.settle('done'),
    'load.fail': (sut) => sut.settle('fail'),
  },
})
