import type { AccountView } from '../auth/account.server.ts'
import { isProblem, problemMessages } from '../auth/messages.ts'

/** /account: name, email, locale, and the send-verification-email action with its feedback. */
export function AccountPage({
  view,
  search,
}: {
  view: Exclude<AccountView, { status: 'signedOut' }>
  search: { verification?: 'sent'; problem?: string }
}) {
  return (
    <section className="account-page" aria-labelledby="account-heading">
      <h1 id="account-heading">Your account</h1>
      {search.verification === 'sent' && (
        <p className="account-page__notice" role="status">
          We have sent you an email with a link to verify your address.
        </p>
      )}
      {isProblem(search.problem) && (
        <p className="account-page__notice account-page__notice--problem" role="alert">
          {problemMessages[search.problem as keyof typeof problemMessages]}
        </p>
      )}
      {view.status === 'problem' ? (
        <p className="account-page__notice account-page__notice--problem" role="alert">
          {problemMessages[view.problem]}
        </p>
      ) : (
        <div className="account-page__card">
          <dl className="account-page__details">
            <dt>Name</dt>
            <dd data-field="name">{view.user.name}</dd>
            <dt>Email</dt>
            <dd data-field="email">{view.user.email}</dd>
            <dt>Locale</dt>
            <dd data-field="locale">{view.user.locale ?? 'Not set'}</dd>
          </dl>
          <form method="post" action="/auth/verify-email">
            <button type="submit" className="button">
              Send verification email
            </button>
          </form>
        </div>
      )}
    </section>
  )
}
