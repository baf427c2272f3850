import { createFileRoute } from '@tanstack/react-router'
import { requireAccountRead } from '../../src/account/guard.ts'
import { screenPending } from '../../src/account/kit/ScreenPending.tsx'
import { useAccountRead } from '../../src/account/kit/useAccountRead.ts'
import { RewardsView } from '../../src/account/rewards/RewardsView.tsx'

/** /account/rewards: referral links, their activity and the rewards earned. */
export const Route = createFileRoute('/account/rewards')({
  ...screenPending,
  loader: ({ location }) => requireAccountRead(location, 'rewards'),
  head: () => ({ meta: [{ title: 'Rewards' }] }),
  component: function Rewards() {
    return <RewardsView data={useAccountRead('rewards', Route.useLoaderData())} />
  },
})
