import { createFileRoute } from '@tanstack/react-router'
import { requireAccountRead } from '../../src/account/guard.ts'
import { ProfileView } from '../../src/account/profile/ProfileView.tsx'
import type { ProfileScreen } from '../../src/account/profile/types.ts'
import { validateAccountSearch } from '../../src/account/search.ts'

export const Route = createFileRoute('/account/profile')({
  validateSearch: validateAccountSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ location }) => requireAccountRead<ProfileScreen>('profile', location),
  staleTime: 0,
  head: () => ({ meta: [{ title: 'Your profile' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <ProfileView initial={Route.useLoaderData()} search={Route.useSearch()} />,
})
