/**
 * Every path of machines/account/accountCommand.model.ts replayed against the real machine, with a `send`
 * actor the test settles by hand: a success, a refusal from the service, a lost answer. The double
 * click (`user.submit` while submitting) must send nothing more.
 */
import { expect } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { accountCommandModel } from '../../machines/account/accountCommand.model.ts'
import type { CommandOutcome } from '../../machines/account/accountCommand.ts'
import { accountCommandMachine } from '../../machines/account/accountCommand.ts'
import { describeModel } from './harness.ts'

const refusal = { _tag: 'ApiError', status: 409 } as const

function controllableSut() {
  const sent: FormData[] = []
  const pending: Array<{ resolve: (v: CommandOutcome) => void; reject: (e: unknown) => void }> = []
  let successes = 0
  const actor = createActor(
    accountCommandMachine.provide({
      actors: {
        send: fromPromise<CommandOutcome, FormData>(({ input }) => {
          sent.push(input)
          return new Promise((resolve, reject) => pending.push({ resolve, reject }))
        }),
      },
      actions: { succeeded: () => (successes += 1) },
    }),
  ).start()
  const settle = async (outcome: 'ok' | 'refused' | 'lost') => {
    const call = pending.shift()
    if (!call) throw new Error('no command in flight')
    if (outcome === 'ok') call.resolve({ ok: true })
    else if (outcome === 'refused') call.resolve({ ok: false, failure: refusal })
    else call.reject(new TypeError('Failed to fetch'))
    await waitFor(actor, (s) => !s.hasTag('busy'))
  }
  const form = (n: number) => {
    const data = new FormData()
    data.set('serial', `S-${n}`)
    return data
  }
  return { actor, settle, sent, pending, form, successes: () => successes, submits: 0 }
}

type Sut = ReturnType<typeof controllableSut>

describeModel<Sut>({
  name: 'accountCommand',
  model: accountCommandModel,
  setup: controllableSut,
  teardown: (sut) => {
    sut.actor.stop()
  },
  states: {
    idle: ({ actor }) => {
      const s = actor.getSnapshot()
      expect(s.can({ type: 'user.submit', input: new FormData() })).toBe(true)
      expect([s.hasTag('busy'), s.hasTag('done'), s.hasTag('failed')]).toEqual([false, false, false])
      expect(s.context.failure).toBeUndefined()
    },
    submitting: ({ actor, sent, pending }) => {
      const s = actor.getSnapshot()
      expect(s.hasTag('busy')).toBe(true)
      // The button is disabled and a double click sends nothing: exactly one command in flight.
      expect(s.can({ type: 'user.submit', input: new FormData() })).toBe(false)
      expect(pending).toHaveLength(1)
      expect(sent.at(-1)).toBe(s.context.input)
    },
    succeeded: ({ actor, successes, sent }) => {
      const s = actor.getSnapshot()
      expect([s.hasTag('done'), s.hasTag('busy')]).toEqual([true, false])
      expect(s.context.failure).toBeUndefined()
      expect(successes()).toBeGreaterThan(0)
      expect(sent.length).toBeGreaterThan(0)
    },
    failed: ({ actor }) => {
      const s = actor.getSnapshot()
      expect(s.hasTag('failed')).toBe(true)
      expect(['ApiError', 'NetworkError']).toContain(s.context.failure?._tag)
      expect(s.can({ type: 'user.retry' })).toBe(true)
    },
  },
  events: {
    'user.submit': (sut) => {
      sut.submits += 1
      sut.actor.send({ type: 'user.submit', input: sut.form(sut.submits) })
    },
    'user.retry': ({ actor }) => actor.send({ type: 'user.retry' }),
    'user.dismiss': ({ actor }) => actor.send({ type: 'user.dismiss' }),
    'send.ok': (sut) => sut.settle('ok'),
    'send.refused': (sut) => sut.settle('refused'),
    'send.lost': (sut) => sut.settle('lost'),
  },
})
