/**
 * Hydration, which the client entry imports once the server's HTML is on screen (src/client.tsx); it
 * travels in the framework chunk with React and the router. Chunk-load recovery is installed first, so a
 * chunk that fails while the page hydrates is suppressed (src/browser/chunkErrors.ts). What runs once the
 * page is idle (build-update polling, preview, notifications) is the root route's (src/browser/idle.ts).
 *
 * The router starts here rather than through Start's `hydrateStart`: that one also registers the adapter
 * that revives server functions inside loader data, and with it the whole server-function client (its
 * fetcher, frame decoder and seroval's serializer), about 11 KB gzip of the initial JavaScript for a
 * feature this site does not use (decision 135).
 */
import { RouterProvider } from '@tanstack/react-router'
import { hydrate as hydrateRouter } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { isAppPath } from '../routing/appPaths.ts'
import { contentRouteTree } from '../routing/contentRouteTree.ts'
import { createSiteRouter } from '../siteRouter.ts'
import { installChunkErrorRecovery } from './chunkErrors.ts'

/**
 * A content page's route tree travels with hydration; an account screen's (the account's screens only,
 * decision 271) and the full tree, with every application screen's route definition, are loaded only
 * on a page in an application section (decision 144).
 */
const routeTreeFor = async (pathname: string) =>
  pathname === '/account' || pathname.startsWith('/account/')
    ? (await import('../routing/accountRouteTree.ts')).accountRouteTree()
    : isAppPath(pathname)
      ? (await import('../routeTree.gen.ts')).routeTree
      : contentRouteTree()

/**
 * What `hydrateStart` does for an app without a start instance (src/start.ts), minus the adapters: with
 * none registered, no loader data is serialized through one, so no hydration script waits for them.
 */
async function startRouter() {
  const router = await createSiteRouter(await routeTreeFor(location.pathname))
  // Building the router and hydrating its matches ran as one task of 12–15 ms of CPU, the longest of the
  // page's own script after the framework's evaluation (four times that on a simulated phone, so
  // blocking time); a task boundary between them halves it.
  await new Promise((resolve) => setTimeout(resolve, 0))
  try {
    if (!router.stores.ids.get().length) await hydrateRouter(router)
  } finally {
    // Tells the server's bootstrap script hydration is over, so it drops the dehydrated state.
    window.$_TSR?.h()
  }
  return router
}

export function hydrate(): void {
  const chunkErrors = installChunkErrorRecovery()
  // Hydrating once the router is ready is what Start's own <StartClient> does (it suspends until then),
  // without its <Await> wrapper.
  void startRouter().then(
    (router) => {
      startTransition(() => {
        // No <StrictMode>: it only checks in development, and hydration ships on every page.
        hydrateRoot(document, <RouterProvider router={router} />)
      })
      chunkErrors.hydrated()
    },
    // The full route tree could not be loaded: the page stays as the server sent it, as when the
    // hydration chunk itself fails (src/client.tsx).
    () => {
      document.documentElement.dataset.chunkError = 'unhydrated'
    },
  )
}
