import { createFileRoute } from '@tanstack/react-router'
import { AccountScreen } from '../../src/account/AccountScreen.tsx'
import { plainSearch } from '../../src/account/plainSearch.ts'

/**
 * Every account screen, the overview (`/account`) included, by name (decision 053): the screen table and the views load
 * lazily, so content pages carry only this route.
 */
export const Route = createFileRoute('/account/$')({
  validateSearch: plainSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ location, params }) =>
    import('../../src/account/AccountScreen.tsx').then((m) => m.loadScreen(params._splat, location)),
  staleTime: 0,
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.title ?? 'Your account' }, { name: 'robots', content: 'noindex' }],
  }),
  component: function AccountScreenRoute() {
    const { name, read } = Route.useLoaderData()
    return <AccountScreen name={name} data={read} search={Route.useSearch()} />
  },
})
