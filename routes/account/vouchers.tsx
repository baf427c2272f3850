import { createFileRoute } from '@tanstack/react-router'
import { validateCommerceSearch } from '../../src/account/commerce/search.ts'
import type { Vouchers } from '../../src/account/commerce/types.ts'
import { VouchersView } from '../../src/account/commerce/VouchersView.tsx'
import { requireAccountRead } from '../../src/account/guard.ts'

export const Route = createFileRoute('/account/vouchers')({
  validateSearch: validateCommerceSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ location }) => requireAccountRead<Vouchers>('vouchers', location),
  staleTime: 0,
  head: () => ({ meta: [{ title: 'Your vouchers' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <VouchersView initial={Route.useLoaderData()} search={Route.useSearch()} />,
})
