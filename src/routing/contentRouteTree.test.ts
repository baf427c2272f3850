import { createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { contentRouteTree } from './contentRouteTree.ts'

interface RouteLike {
  readonly id: string
}

const router = createRouter({ routeTree: contentRouteTree() })
const matchedIds = (pathname: string) =>
  (router.getMatchedRoutes(pathname)[0] as unknown as RouteLike[]).map((route) => route.id)

describe("a content page's route tree", () => {
  it('matches content paths to the same routes as the full tree', () => {
    expect(matchedIds('/')).toEqual(['__root__', '/'])
    expect(matchedIds('/studio/downloads/2.3.1/win')).toEqual(['__root__', '/$'])
    // A content path that only starts like a section is content.
    expect(matchedIds('/accounting-for-musicians')).toEqual(['__root__', '/$'])
  })

  it("sends every application path to its section's stand-in, which reloads the document there", async () => {
    for (const path of [
      '/account',
      '/account/orders',
      '/admin/notifications',
      '/sign-up/survey',
      '/signed-out',
    ]) {
      const ids = matchedIds(path)
      expect(ids, path).toHaveLength(2)
      expect(ids[1], path).toMatch(/^\/(account|admin|sign-up|signed-out)\/\$$/)
      const route = router.routesById[ids[1] as keyof typeof router.routesById] as unknown as {
        options: { beforeLoad: (context: { location: { href: string } }) => unknown }
      }
      let thrown: unknown
      try {
        route.options.beforeLoad({ location: { href: `${path}?x=1` } })
      } catch (error) {
        thrown = error
      }
      expect(thrown, path).toMatchObject({ options: { href: `${path}?x=1`, reloadDocument: true } })
    }
  })
})
