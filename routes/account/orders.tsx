import { createFileRoute } from '@tanstack/react-router'
import { OrdersView } from '../../src/account/commerce/OrdersView.tsx'
import { validateCommerceSearch } from '../../src/account/commerce/search.ts'
import type { Orders } from '../../src/account/commerce/types.ts'
import { requireAccountRead } from '../../src/account/guard.ts'

export const Route = createFileRoute('/account/orders')({
  validateSearch: validateCommerceSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ location }) => requireAccountRead<Orders>('orders', location),
  staleTime: 0,
  head: () => ({ meta: [{ title: 'Your orders' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <OrdersView read={Route.useLoaderData()} search={Route.useSearch()} />,
})
