import { createFileRoute } from '@tanstack/react-router'
import { plainSearch } from '../../src/account/plainSearch.ts'
import { ConsoleView } from '../../src/admin/notifications/ConsoleView.tsx'
import { validateConsoleSearch } from '../../src/admin/notifications/guard.ts'

/**
 * The notifications console: admins only; anyone else gets the root's not-found page with a 404
 * (src/admin/notifications/guard.ts).
 */
export const Route = createFileRoute('/admin/notifications')({
  validateSearch: plainSearch,
  loaderDeps: ({ search }) => search,
  // The guard loads lazily: route definitions ship with every content page.
  loader: () => import('../../src/admin/notifications/guard.ts').then((m) => m.requireConsole()),
  staleTime: 0,
  headers: () => ({ 'cache-control': 'no-store' }),
  head: () => ({ meta: [{ title: 'Notifications console' }, { name: 'robots', content: 'noindex' }] }),
  component: () => (
    <ConsoleView initial={Route.useLoaderData()} search={validateConsoleSearch(Route.useSearch())} />
  ),
})
