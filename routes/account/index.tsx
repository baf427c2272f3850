import { createFileRoute } from '@tanstack/react-router'
import { requireAccountRead } from '../../src/account/guard.ts'
import { OverviewView } from '../../src/account/overview/OverviewView.tsx'

/** /account: who the customer is, recommendations, and the verification email. */
export const Route = createFileRoute('/account/')({
  loader: ({ location }) => requireAccountRead(location, 'overview'),
  head: () => ({ meta: [{ title: 'Your account' }] }),
  component: () => <OverviewView read={Route.useLoaderData()} search={Route.useSearch()} />,
})
