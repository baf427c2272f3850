import { createFileRoute } from '@tanstack/react-router'
import { ArtworkView } from '../../src/account/artwork/ArtworkView.tsx'
import type { ArtworkStatus } from '../../src/account/artwork/types.ts'
import { requireAccountRead } from '../../src/account/guard.ts'

export const Route = createFileRoute('/account/artwork')({
  loader: ({ location }) => requireAccountRead<ArtworkStatus>('artwork', location),
  staleTime: 0,
  head: () => ({ meta: [{ title: 'AI artwork' }, { name: 'robots', content: 'noindex' }] }),
  component: () => <ArtworkView read={Route.useLoaderData()} />,
})
