import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  compileRouteRules,
  isAppManifest,
  isLatestBuild,
  matchRouteRules,
  reloadTarget,
  ruleRedirect,
} from './appManifest.ts'

describe('route-rules matcher', () => {
  const matcher = compileRouteRules({
    '/**': { headers: { 'x-layer': 'all' } },
    '/studio/**': { headers: { 'x-layer': 'studio' }, cache: 'long' },
    '/studio/downloads/:version/*': { cache: 'version' },
    '/old-studio': { redirect: '/studio' },
    '/away': { redirect: { to: 'https://example.com/', statusCode: 302 } },
  })

  it('groups patterns by kind', () => {
    expect(Object.keys(matcher.static)).toEqual(['/old-studio', '/away'])
    expect(Object.keys(matcher.wildcard)).toEqual(['/', '/studio'])
    expect(Object.keys(matcher.dynamic)).toEqual(['/studio/downloads/:version/*'])
  })

  it('merges from the least to the most specific rule', () => {
    expect(matchRouteRules(matcher, '/careers')).toEqual({ headers: { 'x-layer': 'all' } })
    expect(matchRouteRules(matcher, '/studio')).toEqual({ headers: { 'x-layer': 'studio' }, cache: 'long' })
    expect(matchRouteRules(matcher, '/studio/downloads/2.0.0/win?x=1')).toEqual({
      headers: { 'x-layer': 'studio' },
      cache: 'version',
    })
    expect(matchRouteRules(matcher, '/old-studio/').redirect).toBe('/studio')
    expect(matchRouteRules(matcher, '/studiox')).toEqual({ headers: { 'x-layer': 'all' } })
  })

  it('refuses a pattern without a leading slash', () => {
    expect(() => compileRouteRules({ studio: {} })).toThrow(/must start with '\/'/)
  })

  it('survives a JSON round trip and never throws on any path', () => {
    const copy = JSON.parse(JSON.stringify(matcher))
    fc.assert(
      fc.property(fc.string(), (path) => {
        expect(matchRouteRules(copy, path)).toEqual(matchRouteRules(matcher, path))
      }),
    )
  })
})

describe('manifest guards', () => {
  it('accept the published shapes and reject others', () => {
    expect(isLatestBuild({ id: 'b1', timestamp: 1 })).toBe(true)
    expect(isLatestBuild({ id: '', timestamp: 1 })).toBe(false)
    expect(isLatestBuild({ id: 'b1', timestamp: '1' })).toBe(false)
    expect(isLatestBuild(null)).toBe(false)
    const matcher = compileRouteRules({})
    expect(isAppManifest({ id: 'b1', timestamp: 1, matcher })).toBe(true)
    expect(isAppManifest({ id: 'b1', timestamp: 1 })).toBe(false)
  })
})

describe('ruleRedirect', () => {
  it('reads both forms of a redirect and tells a site path from another origin', () => {
    expect(ruleRedirect({ redirect: '/studio' })).toEqual({ to: '/studio', external: false })
    expect(ruleRedirect({ redirect: { to: 'https://example.com/', statusCode: 302 } })).toEqual({
      to: 'https://example.com/',
      external: true,
    })
    expect(ruleRedirect({ redirect: 'HTTP://example.com/x' })).toMatchObject({ external: true })
    expect(ruleRedirect({ headers: { 'x-layer': 'all' } })).toBeUndefined()
  })

  it('ignores a target that is neither a site path nor an http(s) address', () => {
    for (const target of ['//evil.example/', 'javascript:alert(1)', 'studio', '', 'ftp://x.example/'])
      expect(ruleRedirect({ redirect: target }), target).toBeUndefined()
    expect(ruleRedirect({ redirect: { to: 42 } as never })).toBeUndefined()
  })
})

describe('reloadTarget', () => {
  const next = { id: 'b2', timestamp: 2, matcher: compileRouteRules({ '/old': { redirect: '/new' } }) }

  it("goes where the new build's rules send the address, else to the address", () => {
    expect(reloadTarget(next, { pathname: '/old', href: '/old?x=1' })).toBe('/new')
    expect(reloadTarget(next, { pathname: '/studio', href: '/studio?x=1' })).toBe('/studio?x=1')
    expect(reloadTarget(undefined, { pathname: '/old', href: '/old' })).toBe('/old')
  })
})
