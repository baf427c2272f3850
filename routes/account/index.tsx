import { createFileRoute } from '@tanstack/react-router'
import { requireAccountRead } from '../../src/account/guard.ts'
import { OverviewView } from '../../src/account/overview/OverviewView.tsx'
import type { Overview } from '../../src/account/overview/types.ts'
import { validateAccountSearch } from '../../src/account/search.ts'

export const Route = createFileRoute('/account/')({
  validateSearch: validateAccountSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ location }) => requireAccountRead<Overview>('overview', location),
  staleTime: 0,
  head: () => ({ meta: [{ title: 'Your account' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <OverviewView read={Route.useLoaderData()} search={Route.useSearch()} />,
})
