import { createFileRoute } from '@tanstack/react-router'
import { requireAccountRead } from '../../src/account/guard.ts'
import { screenPending } from '../../src/account/kit/ScreenPending.tsx'
import { useAccountRead } from '../../src/account/kit/useAccountRead.ts'
import { LicencesView } from '../../src/account/licences/LicencesView.tsx'
import { preloadCardDetail } from '../../src/account/licences/lazyCardDetail.ts'

/** /account/licences: the read reloads through its machine after each command. */
export const Route = createFileRoute('/account/licences')({
  ...screenPending,
  // The card's factual parts load with the read, so no render waits for them (decision 271).
  loader: async ({ location }) =>
    (await Promise.all([requireAccountRead(location, 'licenceCards'), preloadCardDetail()]))[0],
  head: () => ({ meta: [{ title: 'Your licences' }] }),
  component: function Licences() {
    const data = useAccountRead('licenceCards', Route.useLoaderData())
    return <LicencesView data={data} search={Route.useSearch()} />
  },
})
