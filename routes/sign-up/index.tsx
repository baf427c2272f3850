import { createFileRoute } from '@tanstack/react-router'
import { SignUpPage } from '../../src/account/signup/SignUpPage.tsx'
import { PrivatePageViews } from '../../src/tracking/PrivatePageViews.tsx'

// The query is checked by the page itself (its own chunk): route definitions ship on every page.
export const Route = createFileRoute('/sign-up/')({
  head: () => ({ meta: [{ title: 'Create your account' }, { name: 'robots', content: 'noindex' }] }),
  component: function SignUpRoute() {
    return (
      <>
        <PrivatePageViews />
        <SignUpPage search={Route.useSearch()} />
      </>
    )
  },
})
