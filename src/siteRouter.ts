/**
 * The site's router options, for either route tree: the full generated one (the server, and a page in
 * an application section) or a content page's (src/routing/contentRouteTree.ts, decision 144).
 * Apart from src/router.tsx so that hydration can build a router without importing the full tree.
 */
import { createRouter } from '@tanstack/react-router'
import { RouteNotFound } from './components/ErrorPages.tsx'
import type { routeTree as fullRouteTree } from './routeTree.gen.ts'
import { requestNonce } from './security/nonce.ts'

// Async so the server can hand each request's router that response's CSP nonce (docs/decisions/060).
export async function createSiteRouter(routeTree: typeof fullRouteTree) {
  // Scroll restoration, except on the render that hydrates the page: that render would scroll the
  // window back to the top, taking away from a visitor who scrolled (or a click aimed at) the server's
  // page before it hydrated. A reload's position is restored before that, by Start's inline script.
  let hydrating = true
  return createRouter({
    routeTree,
    scrollRestoration: () => {
      const restore = !hydrating
      hydrating = false
      return restore
    },
    defaultPreload: 'intent',
    defaultNotFoundComponent: RouteNotFound,
    ssr: { nonce: await requestNonce() },
  })
}
