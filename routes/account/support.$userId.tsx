import { createFileRoute, notFound } from '@tanstack/react-router'
import { requireAccountRead } from '../../src/account/guard.ts'
import { screenPending } from '../../src/account/kit/ScreenPending.tsx'
import { whole } from '../../src/account/kit/search.ts'
import { refusedToSupport } from '../../src/account/support/refused.ts'
import { SupportView } from '../../src/account/support/SupportView.tsx'

/** /account/support/$userId: support's read-only view of a customer; for anyone the service refuses, no page. */
export const Route = createFileRoute('/account/support/$userId')({
  ...screenPending,
  loader: async ({ location, params }) => {
    const read = await requireAccountRead(location, 'supportCustomer', { userId: whole(params.userId) })
    if (refusedToSupport(read)) throw notFound()
    return read
  },
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.ok ? `Support view: ${loaderData.value.name}` : 'Support view' }],
  }),
  component: () => <SupportView read={Route.useLoaderData()} />,
})
