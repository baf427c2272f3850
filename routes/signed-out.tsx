import { createFileRoute } from '@tanstack/react-router'
import { SignedOutPage } from '../src/components/SignedOutPage.tsx'

/** Where a failed or refused sign-in lands: a short message and a way to try again. */
export const Route = createFileRoute('/signed-out')({
  // Only the shape is checked here; the page maps known reasons to messages (and anything else to 'ended').
  validateSearch: (search: Record<string, unknown>): { reason: string; wait?: number } => ({
    reason:
      typeof search.reason === 'string' && /^[a-z]{1,20}$/.test(search.reason) ? search.reason : 'ended',
    wait: typeof search.wait === 'number' && Number.isInteger(search.wait) ? search.wait : undefined,
  }),
  headers: () => ({ 'cache-control': 'no-store' }),
  head: () => ({ meta: [{ title: 'Sign in' }, { name: 'robots', content: 'noindex' }] }),
  component: function SignedOutRoute() {
    const { reason, wait } = Route.useSearch()
    return <SignedOutPage reason={reason} wait={wait} />
  },
})
