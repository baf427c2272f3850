import { createFileRoute, redirect } from '@tanstack/react-router'
import { isProblem, type Problem } from '../src/auth/messages.ts'
import { getAccount } from '../src/auth/session.functions.ts'
import { AccountPage } from '../src/components/AccountPage.tsx'

interface AccountSearch {
  readonly verification?: 'sent'
  readonly problem?: Problem
}

/** The customer's account, rendered on the server; signed-out visitors go to sign-in and come back. */
export const Route = createFileRoute('/account')({
  validateSearch: (search: Record<string, unknown>): AccountSearch => ({
    verification: search.verification === 'sent' ? 'sent' : undefined,
    problem: isProblem(search.problem) ? search.problem : undefined,
  }),
  loader: async () => {
    const view = await getAccount()
    if (view.status === 'signedOut') {
      throw redirect({ href: '/auth/sign-in?return=%2Faccount', reloadDocument: true })
    }
    return view
  },
  staleTime: 0,
  headers: () => ({ 'cache-control': 'no-store' }),
  head: () => ({ meta: [{ title: 'Your account' }, { name: 'robots', content: 'noindex' }] }),
  component: function AccountRoute() {
    return <AccountPage view={Route.useLoaderData()} search={Route.useSearch()} />
  },
})
