import { createFileRoute } from '@tanstack/react-router'
import { InvoiceView } from '../../src/account/commerce/InvoiceView.tsx'
import { requireAccountRead } from '../../src/account/guard.ts'
import { screenPending } from '../../src/account/kit/ScreenPending.tsx'
import { whole } from '../../src/account/kit/search.ts'

/** /account/invoice?order=&invoice=: an invoice as a page, with its PDF. */
export const Route = createFileRoute('/account/invoice')({
  ...screenPending,
  validateSearch: (search: Record<string, unknown>): { order?: number; invoice?: number } => ({
    order: whole(search.order),
    invoice: whole(search.invoice),
  }),
  loaderDeps: ({ search: { order, invoice } }) => ({ order, invoice }),
  loader: ({ location, deps }) => requireAccountRead(location, 'invoice', deps),
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.ok ? `Invoice ${loaderData.value.id}` : 'Invoice' }],
  }),
  component: () => <InvoiceView read={Route.useLoaderData()} />,
})
