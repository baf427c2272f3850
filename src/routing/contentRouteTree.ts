/**
 * The route tree a content page hydrates with: the root, the homepage and the page shell's catch-all,
 * the same route objects and ids as in the generated tree (src/routeTree.gen.ts), without the account,
 * admin and sign-up screens. Their definitions (paths, query checks, titles, lazy imports) would
 * otherwise ship in every content page's initial JavaScript, about 1.8 KB gzip (decision 144).
 *
 * A client-side navigation from a content page into an application section (a path `isAppPath`
 * accepts) leaves this tree: the section's stand-in route reloads the document there, and the page
 * hydrates with the full tree. The server always renders with the full tree.
 */
import { createRoute, redirect } from '@tanstack/react-router'
import { Route as rootRoute } from '../../routes/__root.tsx'
import { Route as SplatRoute } from '../../routes/$.tsx'
import { Route as IndexRoute } from '../../routes/index.tsx'
import type { routeTree } from '../routeTree.gen.ts'
import { appSections } from './appPaths.ts'

/**
 * A stand-in route per application section not in a partial tree: a client-side move into the section
 * reloads the document there, and that page hydrates with the tree it needs.
 */
export const sectionReloads = (sections: readonly string[]) =>
  sections.map((section) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: `${section}/$`,
      beforeLoad: ({ location }) => {
        throw redirect({ href: location.href, reloadDocument: true })
      },
    }),
  )

/** Built on call: on an application page the generated tree is the one that sets the root's children. */
export function contentRouteTree(): typeof routeTree {
  const sections = sectionReloads(appSections)
  const tree = rootRoute.addChildren([
    IndexRoute.update({ id: '/', path: '/', getParentRoute: () => rootRoute } as never),
    SplatRoute.update({ id: '/$', path: '/$', getParentRoute: () => rootRoute } as never),
    ...sections,
  ])
  // The router's type is the full tree's (src/router.tsx): this tree is a subset of its routes.
  return tree as unknown as typeof routeTree
}
