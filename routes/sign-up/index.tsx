import { createFileRoute } from '@tanstack/react-router'
import { isSignUpProblem, type SignUpProblem } from '../../src/account/signup/problems.ts'
import { SignUpPage } from '../../src/account/signup/SignUpPage.tsx'

export const Route = createFileRoute('/sign-up/')({
  validateSearch: (search: Record<string, unknown>): { problem?: SignUpProblem } => ({
    problem: isSignUpProblem(search.problem) ? search.problem : undefined,
  }),
  headers: () => ({ 'cache-control': 'no-store' }),
  head: () => ({ meta: [{ title: 'Create your account' }, { name: 'robots', content: 'noindex' }] }),
  component: function SignUpRoute() {
    return <SignUpPage problem={Route.useSearch().problem} />
  },
})
