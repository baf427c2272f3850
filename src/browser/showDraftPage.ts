/**
 * Puts a draft page document on screen (docs/decisions/044): the page-shell route's loader data is
 * `{path, view: {kind: 'page', page, …}}` (src/shell/types.ts); the draft replaces `view.page` in the
 * router's own match store, so `Route.useLoaderData()` re-renders the shell with it. Visitors ship
 * none of this, and the page-shell routes need no preview code. Pages of another kind (downloads)
 * are left alone.
 */
import type { AnyRouteMatch, AnyRouter } from '@tanstack/react-router'

interface ShellData {
  readonly path?: string
  readonly view?: { readonly kind?: string }
}

type WritableMatchStore = {
  set(update: (match: AnyRouteMatch | undefined) => AnyRouteMatch | undefined): void
}

export function showDraftPage(router: AnyRouter, path: string, page: unknown): void {
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
