import { Problem, ReturnNotice } from '../Notices.tsx'
import type { AccountSearch } from '../search.ts'
import { useAccountCommand } from '../useAccountCommand.ts'
import type { OverviewRead } from './types.ts'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

const done = { sendVerificationEmail: 'We have sent you an email with a link to verify your address.' }

/** /account: who the customer is, and the send-verification-email action. */
export function OverviewView({ read, search }: { read: OverviewRead; search: AccountSearch }) {
  const verify = useAccountCommand('sendVerificationEmail', () => {})
  return (
    <section className="account-page" aria-labelledby="account-heading">
      <h1 id="account-heading">Your account</h1>
      <ReturnNotice search={search} done={done} />
      {read.status === 'signedIn' && !read.ok ? (
        <Problem failure={read.failure} />
      ) : read.status === 'signedIn' && read.ok ? (
        <div className="account-page__card">
          <dl className="account-page__details">
            <dt>Name</dt>
            <dd data-field="name">{read.value.name}</dd>
            <dt>Email</dt>
            <dd data-field="email">{read.value.email}</dd>
            <dt>Locale</dt>
            <dd data-field="locale">{read.value.locale ?? 'Not set'}</dd>
          </dl>
          {verify.done && (
            <p className="account-page__notice" role="status">
              {done.sendVerificationEmail}
            </p>
          )}
          {verify.failure && <Problem failure={verify.failure} onRetry={verify.retry} />}
          {read.value.recommendations.length > 0 && (
            <section aria-labelledby="recommended-heading" className="account-page__recommended">
              <h2 id="recommended-heading">Recommended for you</h2>
              <ul data-list="recommendations">
                {read.value.recommendations.map((r) => (
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
      ) : null}
    </section>
  )
}
