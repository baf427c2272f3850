/**
 * Puts a draft page document on screen (docs/decisions/044): the page-shell route's loader data is
 * `{path, view: {kind: 'page', page, …}}` (src/shell/types.ts); the draft replaces `view.page` in the
 * router's own match store, so `Route.useLoaderData()` re-renders the shell with it. Visitors ship
 * none of this, and the page-shell routes need no preview code. Pages of another kind (downloads)
 * are left alone.
 *
 * The chunks the draft's blocks render are loaded first, as the shell's loader does for a published
 * page: the store's update is synchronous, so a block whose chunk is still on its way (the page may not
 * have finished hydrating) would otherwise be client-rendered empty, and the page would shrink to its
 * first sections until the chunk came in.
 */
import type { AnyRouteMatch, AnyRouter } from '@tanstack/react-router'
import type { ShellPage } from '../shell/types.ts'
import { preloadViews } from '../views/lazyViews.ts'

interface ShellData {
  readonly path?: string
  readonly view?: { readonly kind?: string }
}

type WritableMatchStore = {
  set(update: (match: AnyRouteMatch | undefined) => AnyRouteMatch | undefined): void
}

/**
 * Shows `page` once its views are loaded, unless `current()` says a newer draft (or another page) has
 * taken its place meanwhile.
 */
export async function showDraftPage(
  router: AnyRouter,
  path: string,
  page: unknown,
  current: () => boolean = () => true,
): Promise<void> {
  const shells = router.stores.matches
    .get()
    .map((match) => match.loaderData as ShellData | undefined)
    .filter((data) => data?.path === path && data.view?.kind === 'page')
  await Promise.all(
    shells.map((shell) => preloadViews({ ...shell, view: { ...shell?.view, page } } as unknown as ShellPage)),
  )
  if (!current()) return
  for (const match of router.stores.matches.get()) {
    const data = match.loaderData as ShellData | undefined
    if (data?.path !== path || data.view?.kind !== 'page') continue
    // The store is writable at run time (the router sets matches through it); its type is read-only.
    const store = router.stores.getMatchStore(match.routeId) as unknown as WritableMatchStore
    store.set((current) => {
      const shell = current?.loaderData as ShellData | undefined
      return current && shell?.view
        ? { ...current, loaderData: { ...shell, view: { ...shell.view, page } } }
        : current
    })
  }
}
