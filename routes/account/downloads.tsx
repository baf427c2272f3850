import { createFileRoute } from '@tanstack/react-router'
import { DownloadsView } from '../../src/account/downloads/DownloadsView.tsx'
import { requireAccountRead } from '../../src/account/guard.ts'
import { screenPending } from '../../src/account/kit/ScreenPending.tsx'

/** /account/downloads: the installers downloaded while signed in. */
export const Route = createFileRoute('/account/downloads')({
  ...screenPending,
  loader: ({ location }) => requireAccountRead(location, 'downloads'),
  head: () => ({ meta: [{ title: 'Your downloads' }] }),
  component: () => <DownloadsView read={Route.useLoaderData()} search={Route.useSearch()} />,
})
