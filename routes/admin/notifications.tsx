import { createFileRoute } from '@tanstack/react-router'
import { ConsoleView } from '../../src/admin/notifications/ConsoleView.tsx'
import { requireConsole, validateConsoleSearch } from '../../src/admin/notifications/guard.ts'

/**
 * The notifications console: admins only; anyone else gets the root's not-found page with a 404
 * (src/admin/notifications/guard.ts).
 */
export const Route = createFileRoute('/admin/notifications')({
  validateSearch: validateConsoleSearch,
  loaderDeps: ({ search }) => search,
  loader: () => requireConsole(),
  staleTime: 0,
  headers: () => ({ 'cache-control': 'no-store' }),
  head: () => ({ meta: [{ title: 'Notifications console' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <ConsoleView initial={Route.useLoaderData()} search={Route.useSearch()} />,
})
