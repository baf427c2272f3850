import { createFileRoute } from '@tanstack/react-router'
import { isSignedOutReason, type SignedOutReason, signedOutReasons } from '../src/auth/messages.ts'

/** Where a failed or refused sign-in lands: a short message and a way to try again. */
export const Route = createFileRoute('/signed-out')({
  validateSearch: (search: Record<string, unknown>): { reason: SignedOutReason } => ({
    reason: isSignedOutReason(search.reason) ? search.reason : 'ended',
  }),
  headers: () => ({ 'cache-control': 'no-store' }),
  head: () => ({ meta: [{ title: 'Sign in' }, { name: 'robots', content: 'noindex' }] }),
  component: function SignedOutPage() {
    const { reason } = Route.useSearch()
    return (
      <section className="account-page" aria-labelledby="signed-out-heading">
        <h1 id="signed-out-heading">{reason === 'ended' ? 'You are signed out' : 'Sign-in not completed'}</h1>
        <p className="account-page__notice account-page__notice--problem" role="alert">
          {signedOutReasons[reason]}
        </p>
        <p>
          <a className="button" href="/auth/sign-in?return=%2F">
            Sign in
          </a>
        </p>
      </section>
    )
  },
})
