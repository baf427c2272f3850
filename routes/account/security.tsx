import { createFileRoute } from '@tanstack/react-router'
import { requireAccountRead } from '../../src/account/guard.ts'
import { commandAction } from '../../src/account/kit/post.ts'
import { screenPending } from '../../src/account/kit/ScreenPending.tsx'
import { useAccountRead } from '../../src/account/kit/useAccountRead.ts'
import { SecurityView } from '../../src/account/security/SecurityView.tsx'
import { deleteAccountAction, useReauth } from '../../src/account/security/useReauth.ts'

/** /account/security: one password re-entry machine per sensitive action, created here. */
export const Route = createFileRoute('/account/security')({
  ...screenPending,
  loader: ({ location }) => requireAccountRead(location, 'security'),
  head: () => ({ meta: [{ title: 'Security' }] }),
  component: function Security() {
    const data = useAccountRead('security', Route.useLoaderData())
    const changeEmail = useReauth(commandAction('changeEmail'), data.reload)
    const deletion = useReauth(deleteAccountAction, () =>
      window.location.assign('/signed-out?reason=deleted'),
    )
    return (
      <SecurityView data={data} changeEmail={changeEmail} deletion={deletion} search={Route.useSearch()} />
    )
  },
})
