import { createFileRoute, notFound } from '@tanstack/react-router'
import { AccountScreen } from '../../src/account/AccountScreen.tsx'
import { requireAccountRead } from '../../src/account/guard.ts'
import { accountScreens, screenOf, screenSearch } from '../../src/account/screens.ts'

/** Every account screen but the overview, by name (src/account/screens.ts; decision 053). */
export const Route = createFileRoute('/account/$')({
  validateSearch: screenSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ location, params }) => {
    const screen = screenOf(params._splat)
    if (!screen) throw notFound()
    const query = new URLSearchParams(location.searchStr)
    if (screen.fileId) query.set('fileId', screen.fileId)
    const text = query.toString()
    const [read] = await Promise.all([
      requireAccountRead<unknown>(accountScreens[screen.name].read, location, text ? `?${text}` : ''),
      import('../../src/account/AccountScreen.tsx').then((m) => m.preloadScreen(screen.name)),
    ])
    return { name: screen.name, read }
  },
  staleTime: 0,
  head: ({ params }) => {
    const screen = screenOf(params._splat)
    return {
      meta: [
        { title: screen ? accountScreens[screen.name].title : 'Your account' },
        { name: 'robots', content: 'noindex' },
      ],
    }
  },
  component: function AccountScreenRoute() {
    const { name, read } = Route.useLoaderData()
    return <AccountScreen name={name} data={read} search={Route.useSearch()} />
  },
})
