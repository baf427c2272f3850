import { createFileRoute } from '@tanstack/react-router'
import { requireAccountRead } from '../../src/account/guard.ts'
import { BetasView } from '../../src/account/profile/BetasView.tsx'
import type { BetasScreen } from '../../src/account/profile/types.ts'
import { validateAccountSearch } from '../../src/account/search.ts'

export const Route = createFileRoute('/account/betas')({
  validateSearch: validateAccountSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ location }) => requireAccountRead<BetasScreen>('betas', location),
  staleTime: 0,
  head: () => ({ meta: [{ title: 'Betas and promotions' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <BetasView initial={Route.useLoaderData()} search={Route.useSearch()} />,
})
