import { createFileRoute } from '@tanstack/react-router'
import { requireAccountRead } from '../../src/account/guard.ts'
import { screenPending } from '../../src/account/kit/ScreenPending.tsx'
import { useAccountRead } from '../../src/account/kit/useAccountRead.ts'
import { BetasView } from '../../src/account/profile/BetasView.tsx'

/** /account/betas: beta programs (join, leave, re-check) and partner promotion codes. */
export const Route = createFileRoute('/account/betas')({
  ...screenPending,
  loader: ({ location }) => requireAccountRead(location, 'betas'),
  head: () => ({ meta: [{ title: 'Betas and promotions' }] }),
  component: function Betas() {
    const data = useAccountRead('betas', Route.useLoaderData())
    return <BetasView data={data} search={Route.useSearch()} />
  },
})
