import { createFileRoute, notFound } from '@tanstack/react-router'
import { AdminUsersView } from '../../src/account/admin/AdminUsersView.tsx'
import type { AdminUsers } from '../../src/account/admin/types.ts'
import { requireAccountRead } from '../../src/account/guard.ts'

export const Route = createFileRoute('/account/admin')({
  loaderDeps: ({ search }) => search,
  loader: async ({ location }) => {
    const read = await requireAccountRead<AdminUsers>('adminUsers', location)
    // Everyone but an admin is refused by the service: the page does not exist for them.
    if (!read.ok) throw notFound()
    return read.value
  },
  head: () => ({ meta: [{ title: 'Find customers' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <AdminUsersView data={Route.useLoaderData()} />,
})
