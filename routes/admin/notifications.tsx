import { createFileRoute } from '@tanstack/react-router'
import { ConsoleView } from '../../src/admin/notifications/ConsoleView.tsx'
import { requireConsole, validateConsoleSearch } from '../../src/admin/notifications/guard.ts'
import { RouteNotFound } from '../../src/components/ErrorPages.tsx'

/** The notifications console: admins only, a 404 for everyone else (src/admin/notifications/guard.ts). */
export const Route = createFileRoute('/admin/notifications')({
  validateSearch: validateConsoleSearch,
  loaderDeps: ({ search }) => search,
  loader: () => requireConsole(),
  staleTime: 0,
  headers: () => ({ 'cache-control': 'no-store' }),
  head: () => ({ meta: [{ title: 'Notifications console' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <ConsoleView initial={Route.useLoaderData()} search={Route.useSearch()} />,
  notFoundComponent: RouteNotFound,
})
