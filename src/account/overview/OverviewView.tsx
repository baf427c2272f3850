import type { SignedInRead } from '../guard.ts'
import { AccountPage } from '../kit/AccountPage.tsx'
import { Problem } from '../kit/Notices.tsx'
import type { AccountSearch } from '../kit/search.ts'
import { useAccountCommand } from '../kit/useAccountCommand.ts'
import type { OverviewRead } from './types.ts'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

const done = { sendVerificationEmail: 'We have sent you an email with a link to verify your address.' }

/** /account: who the customer is, and the send-verification-email action. */
export function OverviewView({ read, search }: { read: SignedInRead<OverviewRead>; search: AccountSearch }) {
  const verify = useAccountCommand('sendVerificationEmail', () => {})
  return (
    <AccountPage id="account" title="Your account" read={read} notices={{ search, done }}>
      {(value) => (
        <div className="account-page__card">
          <dl className="account-page__details">
            <dt>Name</dt>
            <dd data-field="name">{value.name}</dd>
            <dt>Email</dt>
            <dd data-field="email">{value.email}</dd>
            <dt>Locale</dt>
            <dd data-field="locale">{value.locale ?? 'Not set'}</dd>
          </dl>
          {verify.done && (
            <p className="account-page__notice" role="status">
              {done.sendVerificationEmail}
            </p>
          )}
          {verify.failure && <Problem failure={verify.failure} onRetry={verify.retry} />}
          {value.recommendations.length > 0 && (
            <section aria-labelledby="recommended-heading" className="account-page__recommended">
              <h2 id="recommended-heading">Recommended for you</h2>
              <ul data-list="recommendations">
                {value.recommendations.map((r) => (
                  <li key={r.id}>
                    {r.name} <span className="account-page__price">{usd.format(r.price)}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <form {...verify.form}>
            <button type="submit" className="button" disabled={!verify.canSubmit} aria-busy={verify.busy}>
              Send verification email
            </button>
          </form>
        </div>
      )}
    </AccountPage>
  )
}
