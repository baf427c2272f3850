import { createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routeTree } from '../routeTree.gen.ts'
import { isAppPath } from './appPaths.ts'

interface RouteLike {
  readonly id: string
  readonly fullPath: string
  readonly options: { readonly component?: unknown; readonly server?: { readonly handlers?: unknown } }
}

// The root route object is shared, and a router works its routes out in place: the content tree has a
// test file of its own (contentRouteTree.test.ts), so each router sees only its own tree.
const fullRoutes = Object.values(createRouter({ routeTree }).routesById) as RouteLike[]

describe('the application sections', () => {
  it('hold every page of the full route tree but the homepage and the page shell (the content tree has those)', () => {
    const pages = fullRoutes.filter(
      (route) => route.id !== '__root__' && (route.options.component || !route.options.server?.handlers),
    )
    // The generated tree has the account screens, so the filter sees pages at all.
    expect(pages.map((route) => route.fullPath)).toContain('/account/orders')
    const outside = pages.filter((route) => !isAppPath(route.fullPath)).map((route) => route.id)
    expect(outside.sort()).toEqual(['/', '/$'])
  })
})
