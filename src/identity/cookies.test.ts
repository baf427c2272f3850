import { describe, expect, it } from 'vitest'
import { cookieNames, parseCookies, readTokenCookies, tokenCookies } from './cookies.ts'

describe('token cookies', () => {
  it('carry the production-1 version marker in their names', () => {
    expect(Object.values(cookieNames).every((name) => name.endsWith('_production-1'))).toBe(true)
  })

  it('parse a Cookie header, ignoring undecodable and repeated values', () => {
    expect(parseCookies('a=1; b=%E2%9C%93; c=%E0%A4%A; a=2; junk')).toEqual({ a: '1', b: '✓' })
    expect(readTokenCookies(parseCookies(`${cookieNames.refresh}=`))).toEqual({
      accessToken: '',
      refreshToken: undefined,
    })
  })

  it('are HttpOnly, Lax, 365 days, host-only unless a domain is set, Secure on https', () => {
    const [access] = tokenCookies(
      { accessToken: 'a b', refreshToken: 'r' },
      { domain: undefined, secure: false },
    )
    expect(access).toBe(`${cookieNames.access}=a%20b; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`)
    const [, refresh] = tokenCookies(undefined, { domain: '.example.com', secure: true })
    expect(refresh).toBe(
      `${cookieNames.refresh}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Domain=.example.com; Secure`,
    )
  })
})
