import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { accountRouteTree, accountScreenRoutes } from './accountRouteTree.ts'

interface RouteLike {
  readonly id: string
}

const router = createRouter({ routeTree: accountRouteTree() })
const matchedIds = (pathname: string) =>
  (router.getMatchedRoutes(pathname)[0] as unknown as RouteLike[]).map((route) => route.id)

/** The file routes under routes/account/ that have a screen (`.tsx`; the `.ts` ones are server handlers). */
const screenFiles = readdirSync(resolve(import.meta.dirname, '../../routes/account'))
  .filter((file) => file.endsWith('.tsx') && file !== 'route.tsx')
  .sort()

describe("an account screen's route tree", () => {
  it('has every account screen of routes/account/, under the same ids as the generated tree', () => {
    // The generator's ids: `index` is `/`, a dot nests a segment (`library.$fileId` → `/library/$fileId`).
    const ids = screenFiles.map((file) =>
      `/${file.replace(/\.tsx$/, '').replace(/\./g, '/')}`.replace(/^\/index$/, '/'),
    )
    expect(Object.keys(accountScreenRoutes).sort()).toEqual(ids.sort())
    expect(matchedIds('/account')).toEqual(['__root__', '/account', '/account/'])
    expect(matchedIds('/account/orders')).toEqual(['__root__', '/account', '/account/orders'])
    expect(matchedIds('/account/library/f-1')).toEqual(['__root__', '/account', '/account/library/$fileId'])
    expect(matchedIds('/account/support/u-1/invoice')).toEqual([
      '__root__',
      '/account',
      '/account/support/$userId_/invoice',
    ])
  })

  it('keeps content paths on the content routes', () => {
    expect(matchedIds('/')).toEqual(['__root__', '/'])
    expect(matchedIds('/studio/downloads/2.3.1/win')).toEqual(['__root__', '/$'])
  })

  it("sends another section's paths to its stand-in, which reloads the document there", () => {
    for (const path of ['/admin/notifications', '/sign-up/survey', '/signed-out']) {
      const ids = matchedIds(path)
      expect(ids, path).toHaveLength(2)
      expect(ids[1], path).toMatch(/^\/(admin|sign-up|signed-out)\/\$$/)
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
