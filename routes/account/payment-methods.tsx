import { createFileRoute } from '@tanstack/react-router'
import { PaymentMethodsView } from '../../src/account/commerce/PaymentMethodsView.tsx'
import { requireAccountRead } from '../../src/account/guard.ts'
import { screenPending } from '../../src/account/kit/ScreenPending.tsx'
import { useAccountRead } from '../../src/account/kit/useAccountRead.ts'

/** /account/payment-methods: cards added through the provider's hosted form, removed here. */
export const Route = createFileRoute('/account/payment-methods')({
  ...screenPending,
  loader: ({ location }) => requireAccountRead(location, 'paymentMethods'),
  head: () => ({ meta: [{ title: 'Payment methods' }] }),
  component: function PaymentMethods() {
    const data = useAccountRead('paymentMethods', Route.useLoaderData())
    return <PaymentMethodsView data={data} search={Route.useSearch()} />
  },
})
