import { createFileRoute } from '@tanstack/react-router'
import { requireAccountRead } from '../../src/account/guard.ts'
import { validateAccountSearch } from '../../src/account/search.ts'
import { SecurityView } from '../../src/account/security/SecurityView.tsx'
import type { Security } from '../../src/account/security/types.ts'

export const Route = createFileRoute('/account/security')({
  validateSearch: validateAccountSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ location }) => requireAccountRead<Security>('security', location),
  staleTime: 0,
  head: () => ({ meta: [{ title: 'Security' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <SecurityView initial={Route.useLoaderData()} search={Route.useSearch()} />,
})
