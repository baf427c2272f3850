import { createFileRoute } from '@tanstack/react-router'
import { requireAccountRead } from '../../src/account/guard.ts'
import { screenPending } from '../../src/account/kit/ScreenPending.tsx'
import { LibraryFileView } from '../../src/account/library/LibraryFileView.tsx'

/** /account/library/$fileId: one cloud-library file, reached by link (decision 120). */
export const Route = createFileRoute('/account/library/$fileId')({
  ...screenPending,
  loader: ({ location, params }) => requireAccountRead(location, 'libraryFile', { fileId: params.fileId }),
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.ok ? loaderData.value.name : 'Cloud library file' }],
  }),
  component: () => <LibraryFileView read={Route.useLoaderData()} search={Route.useSearch()} />,
})
