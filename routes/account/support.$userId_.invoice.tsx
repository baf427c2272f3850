import { createFileRoute, notFound } from '@tanstack/react-router'
import { requireAccountRead } from '../../src/account/guard.ts'
import { screenPending } from '../../src/account/kit/ScreenPending.tsx'
import { whole } from '../../src/account/kit/search.ts'
import { refusedToSupport } from '../../src/account/support/refused.ts'
import { SupportInvoiceView } from '../../src/account/support/SupportInvoiceView.tsx'

/** /account/support/$userId/invoice?order=&invoice=: a customer's invoice for support, read-only. */
export const Route = createFileRoute('/account/support/$userId_/invoice')({
  ...screenPending,
  validateSearch: (search: Record<string, unknown>): { order?: number; invoice?: number } => ({
    order: whole(search.order),
    invoice: whole(search.invoice),
  }),
  loaderDeps: ({ search: { order, invoice } }) => ({ order, invoice }),
  loader: async ({ location, params, deps }) => {
    const read = await requireAccountRead(location, 'supportInvoice', {
      userId: whole(params.userId),
      ...deps,
    })
    if (refusedToSupport(read)) throw notFound()
    return read
  },
  head: () => ({ meta: [{ title: 'Invoice (support view)' }] }),
  component: () => (
    <SupportInvoiceView read={Route.useLoaderData()} userId={Number(Route.useParams().userId)} />
  ),
})
