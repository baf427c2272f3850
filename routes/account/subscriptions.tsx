import { createFileRoute } from '@tanstack/react-router'
import { SubscriptionsView } from '../../src/account/commerce/SubscriptionsView.tsx'
import { validateCommerceSearch } from '../../src/account/commerce/search.ts'
import type { Subscriptions } from '../../src/account/commerce/types.ts'
import { requireAccountRead } from '../../src/account/guard.ts'

export const Route = createFileRoute('/account/subscriptions')({
  validateSearch: validateCommerceSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ location }) => requireAccountRead<Subscriptions>('subscriptions', location),
  staleTime: 0,
  head: () => ({ meta: [{ title: 'Your subscriptions' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <SubscriptionsView initial={Route.useLoaderData()} search={Route.useSearch()} />,
})
