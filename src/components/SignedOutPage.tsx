import { tooManyAttempts, waitFromParam } from '../../models/attempts.ts'
import { isSignedOutReason, signedOutHeading, signedOutReasons } from '../identity/signedOutReasons.ts'
import { signInHref } from '../identity/signInHref.ts'

/**
 * /signed-out: why sign-in did not complete (or the session ended), and a way to sign in again. A
 * sign-in refused for too many attempts says how long to wait (`wait`, seconds).
 */
export function SignedOutPage({ reason, wait }: { reason: string; wait?: number }) {
  const known = isSignedOutReason(reason) ? reason : 'ended'
  const seconds = known === 'wait' ? waitFromParam(wait) : undefined
  const message = seconds === undefined ? signedOutReasons[known] : tooManyAttempts('sign-in', seconds)
  // An ending the customer asked for is news, not a problem.
  const chosen = known === 'everywhere' || known === 'deleted'
  return (
    <section className="account-page" aria-labelledby="signed-out-heading">
      <h1 id="signed-out-heading">{signedOutHeading(known)}</h1>
      {chosen ? (
        <p className="account-page__notice" role="status">
          {message}
        </p>
      ) : (
        <p className="account-page__notice account-page__notice--problem" role="alert">
          {message}
        </p>
      )}
      <p>
        {known === 'deleted' ? (
          <a className="button" href="/">
            Go to the home page
          </a>
        ) : (
          <a className="button" href={signInHref('/')}>
            Sign in
          </a>
        )}
      </p>
    </section>
  )
}
