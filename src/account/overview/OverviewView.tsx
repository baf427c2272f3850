import { Problem, ReturnNotice } from '../Notices.tsx'
import type { AccountSearch } from '../search.ts'
import { useAccountCommand } from '../useAccountCommand.ts'
import type { OverviewRead } from './types.ts'

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
