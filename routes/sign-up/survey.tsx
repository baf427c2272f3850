import { createFileRoute } from '@tanstack/react-router'
import { SurveyPage } from '../../src/account/signup/SurveyPage.tsx'
import { PrivatePageViews } from '../../src/tracking/PrivatePageViews.tsx'

// The query is checked by the page itself (its own chunk): route definitions ship on every page.
export const Route = createFileRoute('/sign-up/survey')({
  head: () => ({ meta: [{ title: 'Welcome' }, { name: 'robots', content: 'noindex' }] }),
  component: function SurveyRoute() {
    return (
      <>
        <PrivatePageViews />
        <SurveyPage search={Route.useSearch()} />
      </>
    )
  },
})
