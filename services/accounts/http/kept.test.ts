import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { keptAnswers } from './kept.ts'

/** A service stand-in that counts its calls per key and fails for the keys in `failing`. */
function counted(failing: ReadonlySet<string> = new Set()) {
  const calls = new Map<string, number>()
  const ask = (key: string) =>
    Effect.suspend(() => {
      const n = (calls.get(key) ?? 0) + 1
      calls.set(key, n)
      return failing.has(key) ? Effect.fail(`no ${key}`) : Effect.succeed(`${key}#${n}`)
    })
  return { ask, calls }
}

describe('keptAnswers (decision 286)', () => {
  it('answers each key from its last answer until the time is up, then asks again', async () => {
    let clock = 1_000
    const { ask, calls } = counted()
    const kept = keptAnswers(500, ask, { now: () => clock })
    expect(await Effect.runPromise(kept('a'))).toBe('a#1')
    expect(await Effect.runPromise(kept('b'))).toBe('b#1')
    clock += 499
    expect(await Effect.runPromise(kept('a'))).toBe('a#1')
    clock += 1
    expect(await Effect.runPromise(kept('a'))).toBe('a#2')
    expect(Object.fromEntries(calls)).toEqual({ a: 2, b: 1 })
  })

  it('keeps no failure', async () => {
    const { ask, calls } = counted(new Set(['x']))
    const kept = keptAnswers(60_000, ask)
    expect(Exit.isFailure(await Effect.runPromiseExit(kept('x')))).toBe(true)
    expect(Exit.isFailure(await Effect.runPromiseExit(kept('x')))).toBe(true)
    expect(calls.get('x')).toBe(2)
  })

  it('drops the oldest key past maxEntries', async () => {
    const { ask, calls } = counted()
    const kept = keptAnswers(60_000, ask, { maxEntries: 2 })
    for (const key of ['a', 'b', 'c', 'b', 'a']) await Effect.runPromise(kept(key))
    // 'a' went first when 'c' came; 'b' stayed.
    expect(Object.fromEntries(calls)).toEqual({ a: 2, b: 1, c: 1 })
  })

  it('asks on every call when the time is 0', async () => {
    const { ask, calls } = counted()
    const kept = keptAnswers(0, ask)
    await Effect.runPromise(kept('a'))
    await Effect.runPromise(kept('a'))
    expect(calls.get('a')).toBe(2)
  })
})
