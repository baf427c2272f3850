import { describe, expect, it } from 'vitest'
import {
  cookieNames,
  parseCookies,
  sentTokens,
  siteCookie,
  tokenCookieNames,
  tokenCookies,
} from './cookies.ts'

const local = { domain: undefined, secure: false }
const hostOnly = { domain: undefined, secure: true }
const shared = { domain: '.example.com', secure: true }

describe('token cookies', () => {
  it('carry the production-1 version marker in their names', () => {
    expect(Object.values(cookieNames).every((name) => name.endsWith('_production-1'))).toBe(true)
  })

  it('parse a Cookie header, ignoring undecodable and repeated values', () => {
    expect(parseCookies('a=1; b=%E2%9C%93; c=%E0%A4%A; a=2; junk')).toEqual({ a: '1', b: '✓' })
    expect(sentTokens(`${cookieNames.refresh}=`, local)).toEqual({
      tokens: { accessToken: '', refreshToken: undefined },
      duplicated: false,
    })
  })

  it('are __Host- when host-only on https, and keep the spec names on the parent domain', () => {
    expect(tokenCookieNames(hostOnly)).toEqual({
      access: `__Host-${cookieNames.access}`,
      refresh: `__Host-${cookieNames.refresh}`,
    })
    expect(tokenCookieNames(shared)).toEqual({ access: cookieNames.access, refresh: cookieNames.refresh })
    expect(tokenCookieNames(local)).toEqual({ access: cookieNames.access, refresh: cookieNames.refresh })
    const [access] = tokenCookies({ accessToken: 'a', refreshToken: 'r' }, hostOnly)
    expect(access).toBe(
      `__Host-${cookieNames.access}=a; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure`,
    )
    const [onParent] = tokenCookies({ accessToken: 'a', refreshToken: 'r' }, shared)
    expect(onParent).toContain('Domain=.example.com')
  })

  it('read only the names the settings give: a plain-named cookie beside __Host- ones is not the session', () => {
    const header = `${cookieNames.refresh}=planted; __Host-${cookieNames.access}=a; __Host-${cookieNames.refresh}=r`
    expect(sentTokens(header, hostOnly).tokens).toEqual({ accessToken: 'a', refreshToken: 'r' })
    expect(sentTokens(`${cookieNames.refresh}=planted`, hostOnly).tokens.refreshToken).toBeUndefined()
  })

  it('say when a token cookie came twice', () => {
    const twice = `${cookieNames.access}=a; ${cookieNames.refresh}=planted; ${cookieNames.refresh}=r`
    expect(sentTokens(twice, shared).duplicated).toBe(true)
    expect(
      sentTokens(`${cookieNames.access}=a; ${cookieNames.access}=b; ${cookieNames.refresh}=r`, shared)
        .duplicated,
    ).toBe(true)
    expect(sentTokens(`${cookieNames.access}=a; ${cookieNames.refresh}=r`, shared).duplicated).toBe(false)
  })

  it('make site cookies __Host- on https and never put them on the parent domain', () => {
    expect(siteCookie('x', 'v', 60, shared)).toBe(
      '__Host-x=v; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure',
    )
    expect(siteCookie('x', 'v', 60, { domain: '.example.com', secure: false })).toBe(
      'x=v; Path=/; Max-Age=60; HttpOnly; SameSite=Lax',
    )
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
