import { createFileRoute } from '@tanstack/react-router'
import { AssetsView } from '../../src/account/assets/AssetsView.tsx'
import type { Assets } from '../../src/account/assets/types.ts'
import { requireAccountRead } from '../../src/account/guard.ts'
import { validateAccountSearch } from '../../src/account/search.ts'

const filter = (value: unknown) =>
  typeof value === 'string' && /^[a-z-]{1,12}$/.test(value) ? value : undefined

export const Route = createFileRoute('/account/assets')({
  validateSearch: (search: Record<string, unknown>) => ({
    ...validateAccountSearch(search),
    type: filter(search.type),
    app: filter(search.app),
    os: filter(search.os),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ location, deps }) => {
    const query = new URLSearchParams(
      Object.entries({ type: deps.type, app: deps.app, os: deps.os }).filter((e): e is [string, string] =>
        Boolean(e[1]),
      ),
    ).toString()
    return requireAccountRead<Assets>('assets', location, query ? `?${query}` : '')
  },
  staleTime: 0,
  head: () => ({ meta: [{ title: 'Your assets' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <AssetsView read={Route.useLoaderData()} search={Route.useSearch()} />,
})
