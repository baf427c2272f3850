import { createFileRoute, redirect } from '@tanstack/react-router'
import { loadAccount } from '../src/auth/session.ts'
import { AccountPage } from '../src/components/AccountPage.tsx'

interface AccountSearch {
  readonly verification?: 'sent'
  /** A problem kind; the page shows its message only for known kinds (src/auth/messages.ts). */
  readonly problem?: string
}

/** The customer's account, rendered on the server; signed-out visitors go to sign-in and come back. */
export const Route = createFileRoute('/account')({
  validateSearch: (search: Record<string, unknown>): AccountSearch => ({
    verification: search.verification === 'sent' ? 'sent' : undefined,
    // Checked against the known kinds in the (code-split) page, keeping the messages out of the main bundle.
    problem:
      typeof search.problem === 'string' && /^[A-Za-z]{1,40}$/.test(search.problem)
        ? search.problem
        : undefined,
  }),
  loader: async () => {
    const view = await loadAccount()
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
