import { describe, expect, it } from 'vitest'
import {
  attemptPolicies,
  lockoutMs,
  maxLockoutMs,
  tooManyAttempts,
  waitFromParam,
  waitInWords,
} from './attempts.ts'

describe('attempt limits as data', () => {
  it('say the wait as a person would, rounded up', () => {
    expect([1, 59, 60, 61, 899, 900, 3599, 3600, 3601, 7200].map(waitInWords)).toEqual([
      'a minute',
      'a minute',
      'a minute',
      '2 minutes',
      '15 minutes',
      '15 minutes',
      'an hour',
      'an hour',
      '2 hours',
      '2 hours',
    ])
  })

  it('back off: one window, then twice as long each lockout, never past a day', () => {
    const policy = attemptPolicies.password
    expect([1, 2, 3].map((n) => lockoutMs(policy, n) / 60_000)).toEqual([15, 30, 60])
    expect(lockoutMs(policy, 30)).toBe(maxLockoutMs)
  })

  it('word each refusal with its wait, never a code', () => {
    expect(tooManyAttempts('password', 900)).toBe(
      'That is too many password attempts. For your security, please wait 15 minutes, then try again.',
    )
    expect(tooManyAttempts('preview', 60)).toMatch(/a minute/)
  })

  it('read a wait from an address only when it is a sensible number of seconds', () => {
    expect(waitFromParam('900')).toBe(900)
    expect(waitFromParam(900)).toBe(900)
    expect([waitFromParam('0'), waitFromParam('-5'), waitFromParam('1e9'), waitFromParam('x')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })
})
