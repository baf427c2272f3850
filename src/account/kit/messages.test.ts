import { describe, expect, it } from 'vitest'
import { failureFromParam, failureTags, failureToParam } from '../../../models/accounts/result.ts'
import { isSignedOutReason } from '../../identity/signedOutReasons.ts'
import { codeMessages, messageFor, problemMessages, statusMessages } from './messages.ts'

describe('account messages', () => {
  it('word the code first, then the status, then the catalogue entry; an area may override', () => {
    expect(messageFor({ _tag: 'ApiError', status: 400, code: 2013 })).toBe(codeMessages[2013])
    expect(messageFor({ _tag: 'ApiError', status: 409 })).toBe(statusMessages[409])
    expect(messageFor({ _tag: 'RequestTimeout' })).toBe(problemMessages.RequestTimeout)
    expect(
      messageFor({ _tag: 'ApiError', status: 400, code: 1004 }, { codes: { 1004: 'Unknown product' } }),
    ).toBe('Unknown product')
    for (const tag of failureTags) expect(messageFor({ _tag: tag })).not.toMatch(/Error:|at \w+ \(/)
  })

  it('travel in a query parameter and come back the same; anything else is no failure', () => {
    for (const failure of [
      { _tag: 'ApiError', code: 1004 },
      { _tag: 'NetworkError' },
      { _tag: 'TooManyAttempts', retryAfterSeconds: 900 },
    ] as const) {
      expect(failureFromParam(failureToParam(failure))).toEqual(failure)
    }
    for (const junk of ['__proto__', 'constructor', 'toString', '', 'ApiError.', 'Nope.1', 7, undefined]) {
      expect(failureFromParam(junk)).toBeUndefined()
    }
    expect([isSignedOutReason('__proto__'), isSignedOutReason('state')]).toEqual([false, true])
    expect(failureToParam({ _tag: 'TooManyAttempts', retryAfterSeconds: 900 })).toBe(
      'TooManyAttempts.wait900',
    )
  })

  it('say how long to wait after too many attempts, in the words of the screen', () => {
    const failure = { _tag: 'TooManyAttempts', retryAfterSeconds: 1800 } as const
    expect(messageFor(failure, { attempts: 'password' })).toBe(
      'That is too many password attempts. For your security, please wait 30 minutes, then try again.',
    )
    expect(messageFor(failure)).toMatch(/wait 30 minutes/)
    // Without a wait to tell, the catalogue's own message (which cannot name one).
    expect(messageFor({ _tag: 'TooManyAttempts' }, { attempts: 'password' })).toBe(
      problemMessages.TooManyAttempts,
    )
    // Only a TooManyAttempts failure is worded as a wait, whatever else it carries.
    expect(messageFor({ _tag: 'NetworkError', retryAfterSeconds: 60 })).toBe(problemMessages.NetworkError)
  })

  it('fall back from an unknown code to the status, and from an unknown status to the catalogue', () => {
    expect(messageFor({ _tag: 'ApiError', status: 404, code: 9999 })).toBe(statusMessages[404])
    expect(messageFor({ _tag: 'ApiError', status: 418, code: 9999 })).toBe(problemMessages.ApiError)
    expect(messageFor({ _tag: 'ApiError', status: 418 }, { statuses: { 418: 'Teapot' } })).toBe('Teapot')
  })

  it('are each a sentence a customer can read: no blank entry in any catalogue', () => {
    for (const text of [
      ...Object.values(problemMessages),
      ...Object.values(codeMessages),
      ...Object.values(statusMessages),
    ]) {
      expect(text).toMatch(/^[A-Z].*\.$/)
    }
  })
})
