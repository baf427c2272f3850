import { createFileRoute } from '@tanstack/react-router'
import { requireAccountRead } from '../../src/account/guard.ts'
import { LicencesView } from '../../src/account/licences/LicencesView.tsx'
import type { Licences } from '../../src/account/licences/types.ts'
import { validateAccountSearch } from '../../src/account/search.ts'

export const Route = createFileRoute('/account/licences')({
  validateSearch: validateAccountSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ location }) => requireAccountRead<Licences>('licences', location),
  staleTime: 0,
  head: () => ({ meta: [{ title: 'Your licences' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <LicencesView initial={Route.useLoaderData()} search={Route.useSearch()} />,
})
