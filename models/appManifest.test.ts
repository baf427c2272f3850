import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileRouteRules, isAppManifest, isLatestBuild, matchRouteRules } from './appManifest.ts'

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
