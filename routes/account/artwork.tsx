import { createFileRoute } from '@tanstack/react-router'
import { ArtworkView } from '../../src/account/artwork/ArtworkView.tsx'
import { useArtworkGeneration } from '../../src/account/artwork/useArtworkGeneration.ts'
import { requireAccountRead } from '../../src/account/guard.ts'
import { screenPending } from '../../src/account/kit/ScreenPending.tsx'

/** /account/artwork: the route creates the generation machine's actor; the view reads its tags. */
export const Route = createFileRoute('/account/artwork')({
  ...screenPending,
  loader: ({ location }) => requireAccountRead(location, 'artwork'),
  head: () => ({ meta: [{ title: 'AI artwork' }] }),
  component: function Artwork() {
    const generation = useArtworkGeneration()
    return <ArtworkView read={Route.useLoaderData()} generation={generation} search={Route.useSearch()} />
  },
})
