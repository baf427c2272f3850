import { createFileRoute } from '@tanstack/react-router'
import { PaymentMethodsView } from '../../src/account/commerce/PaymentMethodsView.tsx'
import { validateCommerceSearch } from '../../src/account/commerce/search.ts'
import type { PaymentMethods } from '../../src/account/commerce/types.ts'
import { requireAccountRead } from '../../src/account/guard.ts'

export const Route = createFileRoute('/account/payment-methods')({
  validateSearch: validateCommerceSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ location }) => requireAccountRead<PaymentMethods>('paymentMethods', location),
  staleTime: 0,
  head: () => ({ meta: [{ title: 'Payment methods' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <PaymentMethodsView initial={Route.useLoaderData()} search={Route.useSearch()} />,
})
