/**
 * Every path of machines/account/artworkGeneration.model.ts replayed against the real machine, with a
 * `generate` actor the test settles by hand. A double submit must start nothing more; a cancel must
 * abort the in-flight request's signal.
 */
import { expect } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { artworkGenerationModel } from '../../machines/account/artworkGeneration.model.ts'
import { artworkGenerationMachine, type GenerationResult } from '../../machines/account/artworkGeneration.ts'
import { describeModel } from './harness.ts'

const artwork = { src: 'data:image/png;base64,AAAA', fileName: 'artwork-1.png' }
const refusal = { _tag: 'ApiError', status: 400, code: 5023 } as const

interface Call {
  readonly input: FormData
  readonly signal: AbortSignal
  readonly resolve: (v: GenerationResult) => void
  readonly reject: (e: unknown) => void
}

function controllableSut() {
  const calls: Call[] = []
  const actor = createActor(
    artworkGenerationMachine.provide({
      actors: {
        generate: fromPromise<GenerationResult, FormData>(
          ({ input, signal }) =>
            new Promise((resolve, reject) => calls.push({ input, signal, resolve, reject })),
        ),
      },
    }),
  ).start()
  const settle = async (outcome: 'ok' | 'refused' | 'lost') => {
    const call = calls.at(-1)
    if (!call) throw new Error('no generation in flight')
    if (outcome === 'ok') call.resolve({ ok: true, artwork })
    else if (outcome === 'refused') call.resolve({ ok: false, failure: refusal })
    else call.reject(new TypeError('Failed to fetch'))
    await waitFor(actor, (s) => !s.hasTag('busy'))
  }
  const form = (n: number) => {
    const data = new FormData()
    data.set('prompt', `a fox, take ${n}`)
    return data
  }
  return { actor, calls, settle, form, submits: 0 }
}

type Sut = ReturnType<typeof controllableSut>
const tags = (sut: Sut) =>
  ['busy', 'done', 'failed', 'cancelled'].filter((t) => sut.actor.getSnapshot().hasTag(t))

describeModel<Sut>({
  name: 'artworkGeneration',
  model: artworkGenerationModel,
  setup: controllableSut,
  teardown: (sut) => {
    sut.actor.stop()
  },
  states: {
    idle: (sut) => {
      expect(tags(sut)).toEqual([])
      expect(sut.actor.getSnapshot().can({ type: 'user.generate', input: new FormData() })).toBe(true)
    },
    generating: (sut) => {
      const s = sut.actor.getSnapshot()
      expect(tags(sut)).toEqual(['busy'])
      // One request in flight, whatever was clicked: the latest call is the live one, earlier ones settled.
      expect(s.can({ type: 'user.generate', input: new FormData() })).toBe(false)
      expect(s.can({ type: 'user.cancel' })).toBe(true)
      expect(sut.calls.filter((c) => !c.signal.aborted).length).toBeGreaterThanOrEqual(1)
      expect(sut.calls.at(-1)?.input).toBe(s.context.input)
    },
    done: (sut) => {
      expect(tags(sut)).toEqual(['done'])
      expect(sut.actor.getSnapshot().context.artwork).toEqual(artwork)
    },
    failed: (sut) => {
      const s = sut.actor.getSnapshot()
      expect(tags(sut)).toEqual(['failed'])
      expect(['ApiError', 'NetworkError']).toContain(s.context.failure?._tag)
      expect(s.can({ type: 'user.retry' })).toBe(true)
    },
    cancelled: (sut) => {
      expect(tags(sut)).toEqual(['cancelled'])
      // Cancelling aborted the request that was in flight.
      expect(sut.calls.at(-1)?.signal.aborted).toBe(true)
    },
  },
  events: {
    'user.generate': (sut) => {
      const before = sut.calls.length
      const busy = sut.actor.getSnapshot().hasTag('busy')
      sut.submits += 1
      sut.actor.send({ type: 'user.generate', input: sut.form(sut.submits) })
      // A submit while generating sends nothing.
      expect(sut.calls.length).toBe(busy ? before : before + 1)
    },
    'user.cancel': ({ actor }) => actor.send({ type: 'user.cancel' }),
    'user.retry': ({ actor }) => actor.send({ type: 'user.retry' }),
    'user.dismiss': ({ actor }) => actor.send({ type: 'user.dismiss' }),
    'generate.ok': (sut) => sut.settle('ok'),
    'generate.refused': (sut) => sut.settle('refused'),
    'generate.lost': (sut) => sut.settle('lost'),
  },
})
