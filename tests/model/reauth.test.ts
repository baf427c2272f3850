/**
 * Every path of machines/account/reauth.model.ts replayed against the real machine, with `attempt` and
 * `confirm` actors the test settles by hand. Double submits must send nothing more, and the action is
 * retried exactly once after the password.
 */
import { expect } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { CommandOutcome } from '../../machines/account/accountCommand.ts'
import { reauthModel } from '../../machines/account/reauth.model.ts'
import { reauthMachine } from '../../machines/account/reauth.ts'
import { describeModel } from './harness.ts'

type Pending = { resolve: (v: CommandOutcome) => void; kind: 'attempt' | 'confirm' }

function controllableSut() {
  const attempts: FormData[] = []
  const passwords: string[] = []
  const pending: Pending[] = []
  let successes = 0
  const actor = createActor(
    reauthMachine.provide({
      actors: {
        attempt: fromPromise<CommandOutcome, FormData>(({ input }) => {
          attempts.push(input)
          return new Promise((resolve) => pending.push({ resolve, kind: 'attempt' }))
        }),
        confirm: fromPromise<CommandOutcome, string>(({ input }) => {
          passwords.push(input)
          return new Promise((resolve) => pending.push({ resolve, kind: 'confirm' }))
        }),
      },
      actions: { succeeded: () => (successes += 1) },
    }),
  ).start()
  const settle = async (kind: Pending['kind'], outcome: CommandOutcome) => {
    const call = pending.shift()
    if (call?.kind !== kind) throw new Error(`no ${kind} in flight`)
    call.resolve(outcome)
    await waitFor(actor, (s) => !s.hasTag('busy') || s.value === 'retrying')
  }
  const form = () => {
    const data = new FormData()
    data.set('email', 'new@example.com')
    return data
  }
  return { actor, settle, attempts, passwords, pending, form, successes: () => successes }
}

type Sut = ReturnType<typeof controllableSut>
const reentry: CommandOutcome = {
  ok: false,
  failure: { _tag: 'PasswordReentryRequired', status: 401, code: 2011 },
}
const refused: CommandOutcome = { ok: false, failure: { _tag: 'ApiError', status: 409, code: 1010 } }
const wrongPassword: CommandOutcome = {
  ok: false,
  failure: { _tag: 'AccessDenied', status: 403, code: 2000 },
}
const canSubmit = (sut: Sut) => sut.actor.getSnapshot().can({ type: 'user.submit', input: new FormData() })

describeModel<Sut>({
  name: 'reauth',
  model: reauthModel,
  setup: controllableSut,
  teardown: (sut) => {
    sut.actor.stop()
  },
  states: {
    idle: (sut) => {
      const s = sut.actor.getSnapshot()
      expect(canSubmit(sut)).toBe(true)
      expect(['busy', 'password', 'done', 'failed'].filter((t) => s.hasTag(t))).toEqual([])
      expect(s.context.failure).toBeUndefined()
    },
    attempting: (sut) => {
      expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true)
      expect(canSubmit(sut)).toBe(false)
      expect(sut.pending.map((p) => p.kind)).toEqual(['attempt'])
    },
    askingPassword: (sut) => {
      const s = sut.actor.getSnapshot()
      expect([s.hasTag('password'), s.hasTag('busy')]).toEqual([true, false])
      expect(s.can({ type: 'user.password', password: 'x' })).toBe(true)
      expect(sut.pending).toEqual([])
    },
    confirming: (sut) => {
      const s = sut.actor.getSnapshot()
      expect([s.hasTag('password'), s.hasTag('busy')]).toEqual([true, true])
      expect(s.can({ type: 'user.password', password: 'x' })).toBe(false)
      expect(sut.pending.map((p) => p.kind)).toEqual(['confirm'])
      expect(sut.passwords.at(-1)).toBe('Secret-Pass-1')
    },
    retrying: (sut) => {
      expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true)
      expect(canSubmit(sut)).toBe(false)
      expect(sut.pending.map((p) => p.kind)).toEqual(['attempt'])
      // The retry sends the same fields the customer submitted.
      expect(sut.attempts.at(-1)).toBe(sut.attempts.at(-2))
    },
    done: (sut) => {
      const s = sut.actor.getSnapshot()
      expect([s.hasTag('done'), s.hasTag('busy')]).toEqual([true, false])
      expect(sut.successes()).toBe(1)
    },
    failed: (sut) => {
      const s = sut.actor.getSnapshot()
      expect(s.hasTag('failed')).toBe(true)
      expect(s.context.failure?.code).toBeDefined()
      expect(s.can({ type: 'user.retry' })).toBe(true)
      expect(sut.successes()).toBe(0)
    },
  },
  events: {
    'user.submit': (sut) => sut.actor.send({ type: 'user.submit', input: sut.form() }),
    'user.password': (sut) => sut.actor.send({ type: 'user.password', password: 'Secret-Pass-1' }),
    'user.retry': (sut) => sut.actor.send({ type: 'user.retry' }),
    'user.dismiss': (sut) => sut.actor.send({ type: 'user.dismiss' }),
    'attempt.ok': (sut) => sut.settle('attempt', { ok: true }),
    'attempt.reentry': (sut) => sut.settle('attempt', reentry),
    'attempt.refused': (sut) => sut.settle('attempt', refused),
    'confirm.ok': (sut) => sut.settle('confirm', { ok: true }),
    'confirm.refused': (sut) => sut.settle('confirm', wrongPassword),
  },
})
