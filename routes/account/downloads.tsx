import { createFileRoute } from '@tanstack/react-router'
import { DownloadsView } from '../../src/account/downloads/DownloadsView.tsx'
import type { DownloadHistory } from '../../src/account/downloads/types.ts'
import { requireAccountRead } from '../../src/account/guard.ts'
import { validateAccountSearch } from '../../src/account/search.ts'

export const Route = createFileRoute('/account/downloads')({
  validateSearch: validateAccountSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ location }) => requireAccountRead<DownloadHistory>('downloads', location),
  staleTime: 0,
  head: () => ({ meta: [{ title: 'Your downloads' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <DownloadsView read={Route.useLoaderData()} search={Route.useSearch()} />,
})
