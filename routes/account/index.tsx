import { createFileRoute } from '@tanstack/react-router'
import { requireAccountRead } from '../../src/account/guard.ts'
import { screenPending } from '../../src/account/kit/ScreenPending.tsx'
import { OverviewView } from '../../src/account/overview/OverviewView.tsx'

/** /account: what needs attention, products, the next bill, downloads and recommendations (decision 199). */
export const Route = createFileRoute('/account/')({
  ...screenPending,
  loader: ({ location }) => requireAccountRead(location, 'overview'),
  head: () => ({ meta: [{ title: 'Your account' }] }),
  component: () => <OverviewView read={Route.useLoaderData()} search={Route.useSearch()} />,
})
