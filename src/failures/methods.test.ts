import { createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routeTree } from '../routeTree.gen.ts'
import { type MatchRoutes, methodsByPath, methodsOfRoute } from './methods.ts'

const router = createRouter({ routeTree })
const methodsOf = methodsByPath((pathname) => router.getMatchedRoutes(pathname) as ReturnType<MatchRoutes>)

describe('the methods each route answers, from the route tree', () => {
  it('gives pages, the not-found splat and unknown paths GET and HEAD', () => {
    for (const path of ['/', '/studio', '/studio/downloads/2.3.1/win', '/account/licences', '/no/such/page'])
      expect(methodsOf(path), path).toEqual(['GET', 'HEAD'])
  })

  it('gives server routes the methods their handlers name, HEAD with GET', () => {
    expect(methodsOf('/api/shell')).toEqual(['GET', 'HEAD'])
    expect(methodsOf('/auth/sign-out')).toEqual(['POST'])
    expect(methodsOf('/api/account/command/changeEmail')).toEqual(['POST'])
    expect(methodsOf('/api/account/artwork/generate')).toEqual(['POST'])
    expect(methodsOf('/account/download/file/1')).toEqual(['POST'])
    expect(methodsOf('/api/tracking/consent')).toEqual(['GET', 'HEAD', 'POST'])
    expect(methodsOf('/sitemap.xml')).toEqual(['GET', 'HEAD'])
  })

  it('reads handler maps given as a function, and ANY as every method', () => {
    const route = (handlers: unknown, component?: unknown) => ({
      options: { server: { handlers }, component },
    })
    expect(
      methodsOfRoute(
        route(() => ({ PUT: () => {} })),
        true,
      ),
    ).toEqual(['PUT'])
    expect(methodsOfRoute(route({ ANY: () => {} }), true)).toContain('DELETE')
    expect(
      methodsOfRoute(
        route({ POST: () => {} }, () => null),
        true,
      ),
    ).toEqual(['GET', 'HEAD', 'POST'])
    expect(methodsOfRoute(route({ POST: () => {} }), false)).toEqual(['GET', 'HEAD'])
  })
})
