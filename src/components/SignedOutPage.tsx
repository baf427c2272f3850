import { tooManyAttempts, waitFromParam } from '../../models/attempts.ts'
import { isSignedOutReason, signedOutReasons } from '../identity/signedOutReasons.ts'
import { signInHref } from '../identity/signInHref.ts'

/**
 * /signed-out: why sign-in did not complete (or the session ended), and a way to sign in again. A
 * sign-in refused for too many attempts says how long to wait (`wait`, seconds).
 */
export function SignedOutPage({ reason, wait }: { reason: string; wait?: number }) {
  const known = isSignedOutReason(reason) ? reason : 'ended'
  const seconds = known === 'wait' ? waitFromParam(wait) : undefined
  return (
    <section className="account-page" aria-labelledby="signed-out-heading">
      <h1 id="signed-out-heading">{known === 'ended' ? 'You are signed out' : 'Sign-in not completed'}</h1>
      <p className="account-page__notice account-page__notice--problem" role="alert">
        {seconds === undefined ? signedOutReasons[known] : tooManyAttempts('sign-in', seconds)}
      </p>
      <p>
        <a className="button" href={signInHref('/')}>
          Sign in
        </a>
      </p>
    </section>
  )
}
