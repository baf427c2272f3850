import { isSignedOutReason, signedOutReasons } from '../identity/signedOutReasons.ts'
import { signInHref } from '../identity/signInHref.ts'

/** /signed-out: why sign-in did not complete (or the session ended), and a way to sign in again. */
export function SignedOutPage({ reason }: { reason: string }) {
  const known = isSignedOutReason(reason) ? reason : 'ended'
  return (
    <section className="account-page" aria-labelledby="signed-out-heading">
      <h1 id="signed-out-heading">{known === 'ended' ? 'You are signed out' : 'Sign-in not completed'}</h1>
      <p className="account-page__notice account-page__notice--problem" role="alert">
        {signedOutReasons[known]}
      </p>
      <p>
        <a className="button" href={signInHref('/')}>
          Sign in
        </a>
      </p>
    </section>
  )
}
