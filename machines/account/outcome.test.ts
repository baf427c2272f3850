import { describe, expect, it } from 'vitest'
import type { AccountFailure } from '../../models/accounts/result.ts'
import { failureOf, isReentry, lostAnswer } from './outcome.ts'

describe('outcome', () => {
  it('isReentry: the catalogue’s password re-entry, by tag or by code alone', () => {
    expect(isReentry({ _tag: 'PasswordReentryRequired' } as AccountFailure)).toBe(true)
    expect(isReentry({ _tag: 'ApiError', status: 401, code: 2011 } as AccountFailure)).toBe(true)
    expect(isReentry({ _tag: 'ApiError', status: 401, code: 2002 } as AccountFailure)).toBe(false)
    expect(isReentry(lostAnswer)).toBe(false)
    expect(isReentry(undefined)).toBe(false)
  })

  it('failureOf: the failure of a refusal, nothing for a value', () => {
    expect(failureOf({ ok: false, failure: lostAnswer })).toBe(lostAnswer)
    expect(failureOf({ ok: true, value: 1 })).toBeUndefined()
  })

  it('a lost answer is a network failure, retryable like any other', () => {
    expect(lostAnswer).toEqual({ _tag: 'NetworkError' })
  })
})
