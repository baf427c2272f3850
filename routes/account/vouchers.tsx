import { createFileRoute } from '@tanstack/react-router'
import { VouchersView } from '../../src/account/commerce/VouchersView.tsx'
import { useVoucherRedeem } from '../../src/account/commerce/voucherFlow.ts'
import { requireAccountRead } from '../../src/account/guard.ts'
import { screenPending } from '../../src/account/kit/ScreenPending.tsx'
import { useAccountRead } from '../../src/account/kit/useAccountRead.ts'

/** /account/vouchers: the route creates the voucher machine's actor; a redemption reloads the list. */
export const Route = createFileRoute('/account/vouchers')({
  ...screenPending,
  loader: ({ location }) => requireAccountRead(location, 'vouchers'),
  head: () => ({ meta: [{ title: 'Your vouchers' }] }),
  component: function Vouchers() {
    const data = useAccountRead('vouchers', Route.useLoaderData())
    const flow = useVoucherRedeem(data.reload)
    return <VouchersView data={data} flow={flow} search={Route.useSearch()} />
  },
})
