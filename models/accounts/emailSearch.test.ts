import { describe, expect, it } from 'vitest'
import { emailSearchTerm, matchRank, rankByEmail } from './emailSearch.ts'

const user = (email: string, ...earlier: string[]) => ({ email, history: earlier.map((e) => ({ email: e })) })

describe('emailSearchTerm', () => {
  it('takes part of an address, trimmed', () => {
    expect(emailSearchTerm('  ana@ ')).toBe('ana@')
    expect(emailSearchTerm('example.com')).toBe('example.com')
    expect(emailSearchTerm('ana@example.com')).toBe('ana@example.com')
  })

  it('refuses nothing, one character, spaces, markup and overlong terms', () => {
    for (const raw of [undefined, null, '', ' ', 'a', 'an a', '<b>ana', 'a"b', 'x'.repeat(255)])
      expect(emailSearchTerm(raw)).toBeUndefined()
  })
})

describe('rankByEmail', () => {
  it('puts the exact address first, then starts-with, contains, and history-only matches', () => {
    const found = [
      user('zoe@old.example', 'ana@example.com'),
      user('diana@example.com'),
      user('anab@example.com'),
      user('ANA@example.com'),
      user('ana.b@example.com'),
    ]
    expect(rankByEmail('ana@example.com', found).map((u) => u.email)).toEqual([
      'ANA@example.com',
      'diana@example.com',
      'zoe@old.example',
      'ana.b@example.com',
      'anab@example.com',
    ])
    expect(rankByEmail('ana', found).map((u) => u.email)).toEqual([
      'ana.b@example.com',
      'ANA@example.com',
      'anab@example.com',
      'diana@example.com',
      'zoe@old.example',
    ])
  })

  it('ranks in any case and says when nothing matches', () => {
    expect(matchRank('EXAMPLE', user('ben@example.com'))).toBe(2)
    expect(matchRank('ben@', user('BEN@example.com'))).toBe(1)
    expect(matchRank('nobody', user('ben@example.com', 'b@old.example'))).toBe(4)
  })
})
