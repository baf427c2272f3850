import { describe, expect, it, vi } from 'vitest'
import type { AccountRead } from '../../../models/accounts/result.ts'
import type { CustomerOutcome } from '../../identity/customer.server.ts'
import type { AccountContext } from './context.server.ts'
import { joinedOutcome, type Part, partBudgetShare, partOf, partValue } from './parts.server.ts'

const context = { platform: { callBudgetMs: 50 } } as unknown as AccountContext

const outcome = (name: string, signedIn = true, delivered: string[] = []): CustomerOutcome<unknown> => ({
  result: { ok: true, value: name },
  cookies: [`c=${name}`],
  signedIn,
  deliver: () => delivered.push(name),
})

const read = <V>(value: V): AccountRead<V> => ({ status: 'signedIn', ok: true, value })

describe('a part of a composed read', () => {
  it('answers as timed out past its share of the call budget, and the read goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const never = new Promise<never>(() => {})
    const late = await partOf(context, never, 'licences')
    expect(late.value).toEqual({ status: 'signedIn', ok: false, failure: { _tag: 'RequestTimeout' } })
    expect(partValue(late)).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${Math.round(50 * partBudgetShare)} ms`))
    warn.mockRestore()
  })

  it('keeps an answer in time, with its outcome', async () => {
    const answered = await partOf(context, Promise.resolve({ value: read(7), outcome: outcome('a') }), 'x')
    expect(partValue(answered)).toBe(7)
    expect(answered.outcome?.cookies).toEqual(['c=a'])
  })
})

describe('the joined outcome', () => {
  const part = (at: number, o?: CustomerOutcome<unknown>): Part<unknown> => ({
    value: read(null),
    outcome: o,
    at,
  })

  it('carries the cookies of the last part to finish, and delivers every part', () => {
    const delivered: string[] = []
    const joined = joinedOutcome([
      part(3, outcome('last', true, delivered)),
      part(1, outcome('first', true, delivered)),
      part(2),
    ])
    expect(joined?.cookies).toEqual(['c=last'])
    joined?.deliver()
    expect(delivered.sort()).toEqual(['first', 'last'])
  })

  it('lets an ended session win, so its cookies clear the session', () => {
    const joined = joinedOutcome([part(1, outcome('ended', false)), part(2, outcome('fresh'))])
    expect(joined?.signedIn).toBe(false)
    expect(joined?.cookies).toEqual(['c=ended'])
  })

  it('is nothing when no part made a call in time', () => {
    expect(joinedOutcome([part(1)])).toBeUndefined()
  })
})
