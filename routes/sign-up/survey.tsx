import { createFileRoute } from '@tanstack/react-router'
import { SurveyPage } from '../../src/account/signup/SurveyPage.tsx'

export const Route = createFileRoute('/sign-up/survey')({
  validateSearch: (search: Record<string, unknown>): { referral?: string; problem?: string } => ({
    referral:
      typeof search.referral === 'string' && /^[a-z-]{1,20}$/.test(search.referral)
        ? search.referral
        : undefined,
    problem: search.problem === 'unavailable' ? 'unavailable' : undefined,
  }),
  headers: () => ({ 'cache-control': 'no-store' }),
  head: () => ({ meta: [{ title: 'Welcome' }, { name: 'robots', content: 'noindex' }] }),
  component: function SurveyRoute() {
    const search = Route.useSearch()
    return <SurveyPage referral={search.referral} problem={search.problem !== undefined} />
  },
})
