import { describe, expect, it } from 'vitest'
import { isProblem, problemOf } from './messages.ts'
import { isSignedOutReason } from './signedOutReasons.ts'

describe('messages', () => {
  it('know only their own keys, not inherited ones', () => {
    for (const key of ['__proto__', 'constructor', 'toString', '']) {
      expect([isProblem(key), isSignedOutReason(key), problemOf({ _tag: key })]).toEqual([
        false,
        false,
        'other',
      ])
    }
    expect([isProblem('DecodeError'), isSignedOutReason('state')]).toEqual([true, true])
  })
})
