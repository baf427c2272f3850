import { createFileRoute, notFound } from '@tanstack/react-router'
import { AdminUsersView } from '../../src/account/admin/AdminUsersView.tsx'
import { requireAccountRead } from '../../src/account/guard.ts'
import { screenPending } from '../../src/account/kit/ScreenPending.tsx'

/** /account/admin?email=: finding customers; for anyone the service refuses, the page does not exist. */
export const Route = createFileRoute('/account/admin')({
  ...screenPending,
  validateSearch: (search: Record<string, unknown>): { email?: string } => ({
    email: typeof search.email === 'string' ? search.email.slice(0, 254) : undefined,
  }),
  loaderDeps: ({ search: { email } }) => ({ email }),
  loader: async ({ location, deps }) => {
    const read = await requireAccountRead(location, 'adminUsers', deps)
    if (!read.ok) throw notFound()
    return read.value
  },
  head: () => ({ meta: [{ title: 'Find customers' }] }),
  component: () => <AdminUsersView data={Route.useLoaderData()} />,
})
