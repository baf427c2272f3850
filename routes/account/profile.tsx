import { createFileRoute } from '@tanstack/react-router'
import { requireAccountRead } from '../../src/account/guard.ts'
import { screenPending } from '../../src/account/kit/ScreenPending.tsx'
import { useAccountRead } from '../../src/account/kit/useAccountRead.ts'
import { ProfileView } from '../../src/account/profile/ProfileView.tsx'
import { useAvatarUpload } from '../../src/account/profile/useAvatarUpload.ts'

/** /account/profile: the route creates the read's and the picture upload's actors. */
export const Route = createFileRoute('/account/profile')({
  ...screenPending,
  loader: ({ location }) => requireAccountRead(location, 'profile'),
  head: () => ({ meta: [{ title: 'Your profile' }] }),
  component: function Profile() {
    const data = useAccountRead('profile', Route.useLoaderData())
    const upload = useAvatarUpload(data.reload)
    return <ProfileView data={data} upload={upload} search={Route.useSearch()} />
  },
})
