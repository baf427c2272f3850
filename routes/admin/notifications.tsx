import { createFileRoute } from '@tanstack/react-router'
import { token } from '../../src/account/kit/search.ts'
import { useAccountRead } from '../../src/account/kit/useAccountRead.ts'
import { ConsoleView } from '../../src/admin/notifications/ConsoleView.tsx'
import { requireConsole } from '../../src/admin/notifications/guard.ts'
import { PrivatePageViews } from '../../src/tracking/PrivatePageViews.tsx'

/**
 * The notifications console: admins only; anyone else gets the root's not-found page with a 404
 * (src/admin/notifications/guard.ts). `?notification=` opens that notification's editor.
 */
export const Route = createFileRoute('/admin/notifications')({
  validateSearch: (search: Record<string, unknown>) => ({
    done: token(search.done, 48),
    problem: token(search.problem, 48),
    confirm: token(search.confirm, 128),
    notification: /^\d{1,10}$/.test(String(search.notification)) ? String(search.notification) : undefined,
  }),
  loader: () => requireConsole(),
  headers: () => ({ 'cache-control': 'no-store' }),
  head: () => ({ meta: [{ title: 'Notifications console' }, { name: 'robots', content: 'noindex' }] }),
  component: function Console() {
    const data = useAccountRead('notificationsConsole', Route.useLoaderData())
    return (
      <>
        <PrivatePageViews />
        <ConsoleView data={data} search={Route.useSearch()} />
      </>
    )
  },
})
