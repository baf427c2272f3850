import { createFileRoute } from '@tanstack/react-router'
import { requireAccountRead } from '../../src/account/guard.ts'
import { LibraryFileView } from '../../src/account/library/LibraryFileView.tsx'
import type { LibraryFile } from '../../src/account/library/types.ts'
import { validateAccountSearch } from '../../src/account/search.ts'

export const Route = createFileRoute('/account/library/$fileId')({
  validateSearch: validateAccountSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ location, params }) =>
    requireAccountRead<LibraryFile>('libraryFile', location, `?fileId=${encodeURIComponent(params.fileId)}`),
  staleTime: 0,
  head: () => ({ meta: [{ title: 'Cloud library file' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <LibraryFileView read={Route.useLoaderData()} search={Route.useSearch()} />,
})
