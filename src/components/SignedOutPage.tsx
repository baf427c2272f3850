import { isSignedOutReason, signedOutHeading, signedOutReasons } from '../identity/signedOutReasons.ts'
import { signInHref } from '../identity/signInHref.ts'

/** /signed-out: why sign-in did not complete (or the session ended), and a way to sign in again. */
export function SignedOutPage({ reason }: { reason: string }) {
  const known = isSignedOutReason(reason) ? reason : 'ended'
  // An ending the customer asked for is news, not a problem.
  const chosen = known === 'everywhere' || known === 'deleted'
  return (
    <section className="account-page" aria-labelledby="signed-out-heading">
      <h1 id="signed-out-heading">{signedOutHeading(known)}</h1>
      {chosen ? (
        <p className="account-page__notice" role="status">
          {signedOutReasons[known]}
        </p>
      ) : (
        <p className="account-page__notice account-page__notice--problem" role="alert">
          {signedOutReasons[known]}
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
