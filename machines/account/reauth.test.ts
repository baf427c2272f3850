/**
 * What the model replays (tests/model/reauth.test.ts) do not pin down: which answers ask for the
 * password, that the fields sent after the password are the ones submitted, the failure each lost answer
 * leaves, and that no old failure outlives the step that follows it.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { AccountFailure } from '../../models/accounts/result.ts'
import type { CommandOutcome } from './accountCommand.ts'
import { needsPassword, reauthMachine } from './reauth.ts'

const refusedWith = (failure: Partial<AccountFailure>) => ({ ok: false, failure }) as CommandOutcome

describe('needsPassword', () => {
  it('is the catalogue’s re-entry, by tag or by code, and nothing else', () => {
    expect(needsPassword(refusedWith({ _tag: 'PasswordReentryRequired' }))).toBe(true)
    expect(needsPassword(refusedWith({ _tag: 'ApiError', status: 401, code: 2011 }))).toBe(true)
    expect(needsPassword(refusedWith({ _tag: 'ApiError', status: 401, code: 2002 }))).toBe(false)
    expect(needsPassword({ ok: true })).toBe(false)
  })
})

type Answer = CommandOutcome | Error

function start() {
  const calls: Array<{ kind: 'attempt' | 'confirm'; input: unknown; answer: (a: Answer) => void }> = []
  const held =
    (kind: 'attempt' | 'confirm') =>
    ({ input }: { input: unknown }) =>
      new Promise<CommandOutcome>((resolve, reject) =>
        calls.push({ kind, input, answer: (a) => (a instanceof Error ? reject(a) : resolve(a)) }),
      )
  const actor = createActor(
    reauthMachine.provide({
      actors: {
        attempt: fromPromise(held('attempt')) as never,
        confirm: fromPromise(held('confirm')) as never,
      },
    }),
  ).start()
  const answer = async (kind: 'attempt' | 'confirm', a: Answer) => {
    const call = calls.at(-1)
    expect(call?.kind).toBe(kind)
    const before = actor.getSnapshot().value
    call?.answer(a)
    await waitFor(actor, (s) => s.value !== before)
    return actor.getSnapshot()
  }
  return { actor, calls, answer }
}

const form = () => {
  const data = new FormData()
  data.set('email', 'new@example.com')
  return data
}
const reentry = refusedWith({ _tag: 'PasswordReentryRequired', status: 401, code: 2011 })
const wrongPassword = refusedWith({ _tag: 'AccessDenied', status: 403, code: 2000 })
const network = { _tag: 'NetworkError' }

describe('reauthMachine', () => {
  it('sends the submitted fields, the typed password, then the same fields again', async () => {
    const { actor, calls, answer } = start()
    const fields = form()
    actor.send({ type: 'user.submit', input: fields })
    await answer('attempt', reentry)
    actor.send({ type: 'user.password', password: 'Typed-1' })
    const wrong = await answer('confirm', wrongPassword)
    expect([wrong.value, wrong.context.failure?.code]).toEqual(['askingPassword', 2000])
    actor.send({ type: 'user.password', password: 'Typed-2' })
    const retrying = await answer('confirm', { ok: true })
    expect([retrying.value, retrying.context.failure]).toEqual(['retrying', undefined])
    expect(calls.map((c) => [c.kind, c.input])).toEqual([
      ['attempt', fields],
      ['confirm', 'Typed-1'],
      ['confirm', 'Typed-2'],
      ['attempt', fields],
    ])
  })

  it('a lost answer is a network failure: of the action, it fails; of the password, it asks again', async () => {
    const { actor, answer } = start()
    actor.send({ type: 'user.submit', input: form() })
    const lostAttempt = await answer('attempt', new Error('offline'))
    expect([lostAttempt.value, lostAttempt.context.failure]).toEqual(['failed', network])
    actor.send({ type: 'user.retry' })
    expect(actor.getSnapshot().context.failure).toBeUndefined()
    await answer('attempt', reentry)
    actor.send({ type: 'user.password', password: 'Typed-1' })
    const lostConfirm = await answer('confirm', new Error('offline'))
    expect([lostConfirm.value, lostConfirm.context.failure]).toEqual(['askingPassword', network])
    actor.send({ type: 'user.password', password: 'Typed-1' })
    await answer('confirm', { ok: true })
    const lostRetry = await answer('attempt', new Error('offline'))
    expect([lostRetry.value, lostRetry.context.failure]).toEqual(['failed', network])
  })

  it('a retry that succeeds leaves no failure behind', async () => {
    const { actor, answer } = start()
    actor.send({ type: 'user.submit', input: form() })
    await answer('attempt', refusedWith({ _tag: 'ApiError', status: 409, code: 1010 }))
    actor.send({ type: 'user.retry' })
    const done = await answer('attempt', { ok: true })
    expect([done.value, done.context.failure]).toEqual(['done', undefined])
  })
})
