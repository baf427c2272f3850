import { describe, expect, it } from 'vitest'
import { keyHost, pageTarget } from './pageKey.ts'

describe('pageTarget', () => {
  it('drops every parameter a content page does not use', () => {
    expect(pageTarget('/studio', '?utm_source=news&utm_medium=mail&x=1')).toEqual({
      cacheable: true,
      search: '',
    })
    expect(pageTarget('/', '?fbclid=abc')).toEqual({ cacheable: true, search: '' })
    expect(pageTarget('/studio/pricing', '')).toEqual({ cacheable: true, search: '' })
  })

  it('keeps the parameters a page uses, in one order, as they were written', () => {
    expect(pageTarget('/sign-up/survey', '?utm_source=x&problem=unavailable&referral=AB%20C')).toEqual({
      cacheable: true,
      search: '?problem=unavailable&referral=AB%20C',
    })
    expect(pageTarget('/sign-up/survey', '?referral=AB%20C&problem=unavailable')).toEqual(
      pageTarget('/sign-up/survey', '?problem=unavailable&referral=AB%20C'),
    )
  })

  it('keeps what search, a trial sign-up and an attempt limit’s wait carry: each is another page', () => {
    expect(pageTarget('/search', '?q=drums&utm_source=x')).toEqual({ cacheable: true, search: '?q=drums' })
    expect(pageTarget('/sign-up', '?trial=studio')).toEqual({ cacheable: true, search: '?trial=studio' })
    expect(pageTarget('/sign-up/survey', '?trial=studio')).toEqual({
      cacheable: true,
      search: '?trial=studio',
    })
    expect(pageTarget('/sign-up', '?problem=wait&wait=900')).toEqual({
      cacheable: true,
      search: '?problem=wait&wait=900',
    })
    expect(pageTarget('/signed-out', '?reason=wait&wait=60')).toEqual({
      cacheable: true,
      search: '?reason=wait&wait=60',
    })
  })

  it('leaves a not-found address’s query as it came: its page names what was asked for', () => {
    expect(pageTarget('/no/such/page', '?x=1')).toEqual({ cacheable: true, search: '?x=1' })
  })

  it('leaves untouched, and out of the cache, what is answered before routing or refused by validation', () => {
    for (const search of ['?state=s&code=c', '?referral_code=FRIEND', '?x=%ZZ', `?x=${'a'.repeat(2100)}`])
      expect(pageTarget('/studio', search)).toEqual({ cacheable: false })
  })

  it('sends a route rule’s redirect without the query', () => {
    expect(pageTarget('/studio/download', '?utm_source=x')).toEqual({ cacheable: true, search: '' })
  })
})

describe('keyHost', () => {
  const allowed = ['localhost', '127.0.0.1', '[::1]', 'www.pulsewave.example']
  it('keeps a host the site answers as, and folds every other into the loopback name', () => {
    expect(keyHost('WWW.Pulsewave.example:8080', allowed)).toBe('www.pulsewave.example:8080')
    expect(keyHost('[::1]:3000', allowed)).toBe('[::1]:3000')
    expect(keyHost('evil.example:3000', allowed)).toBe('localhost:3000')
    expect(keyHost('evil.example', allowed)).toBe(keyHost('other.example', allowed))
    expect(keyHost('localhost:80', allowed)).toBe('localhost')
    expect(keyHost(undefined, allowed)).toBe('localhost')
    expect(keyHost('x:99999999', allowed)).toBe('localhost')
  })
})
