import { createFileRoute } from '@tanstack/react-router'
import { requireAccountRead } from '../../src/account/guard.ts'
import { RewardsView } from '../../src/account/rewards/RewardsView.tsx'
import type { RewardsScreen } from '../../src/account/rewards/types.ts'

export const Route = createFileRoute('/account/rewards')({
  loader: ({ location }) => requireAccountRead<RewardsScreen>('rewards', location),
  staleTime: 0,
  head: () => ({ meta: [{ title: 'Rewards' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <RewardsView initial={Route.useLoaderData()} />,
})
