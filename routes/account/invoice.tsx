import { createFileRoute } from '@tanstack/react-router'
import { InvoiceView } from '../../src/account/commerce/InvoiceView.tsx'
import { validateCommerceSearch } from '../../src/account/commerce/search.ts'
import type { InvoicePage } from '../../src/account/commerce/types.ts'
import { requireAccountRead } from '../../src/account/guard.ts'

export const Route = createFileRoute('/account/invoice')({
  validateSearch: validateCommerceSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ location }) => requireAccountRead<InvoicePage>('invoice', location),
  staleTime: 0,
  head: () => ({ meta: [{ title: 'Invoice' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <InvoiceView read={Route.useLoaderData()} />,
})
