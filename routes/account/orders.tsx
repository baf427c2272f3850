import { createFileRoute } from '@tanstack/react-router'
import { isOrderStatus, type OrderStatus } from '../../models/accounts/orderStatus.ts'
import { OrdersView } from '../../src/account/commerce/OrdersView.tsx'
import { requireAccountRead } from '../../src/account/guard.ts'
import { screenPending } from '../../src/account/kit/ScreenPending.tsx'

/** /account/orders?status=: orders filtered by status (an unknown status shows every order). */
export const Route = createFileRoute('/account/orders')({
  ...screenPending,
  validateSearch: (search: Record<string, unknown>): { status?: OrderStatus } => ({
    status: typeof search.status === 'string' && isOrderStatus(search.status) ? search.status : undefined,
  }),
  loaderDeps: ({ search: { status } }) => ({ status }),
  loader: ({ location, deps }) => requireAccountRead(location, 'orders', deps),
  head: () => ({ meta: [{ title: 'Your orders' }] }),
  component: () => <OrdersView read={Route.useLoaderData()} search={Route.useSearch()} />,
})
