import { useLoaderData } from '@tanstack/react-router'
import { tooManyAttempts, waitFromParam } from '../../../models/attempts.ts'
import { trialDestination, trialName, trialProduct } from '../../../models/trial.ts'
import { signInHref } from '../../identity/signInHref.ts'
import { passwordLength, signUpMessages } from './messages.ts'
import { isSignUpProblem } from './problems.ts'

/**
 * /sign-up: create an account. A plain form: it works without JavaScript and ships none of its own.
 * With `?trial=<product>` it starts that product's free trial and ends at its download (decision 181);
 * a visitor who is already signed in gets the download at once.
 */
export function SignUpPage({ search }: { search: Record<string, unknown> }) {
  const problem = isSignUpProblem(search.problem) ? search.problem : undefined
  const wait = problem === 'wait' ? waitFromParam(search.wait) : undefined
  const trial = trialProduct(search.trial)
  const signedIn = useLoaderData({ from: '__root__' })?.state === 'loggedIn'
  if (trial && signedIn)
    return (
      <section className="account-page" aria-labelledby="sign-up-heading">
        <h1 id="sign-up-heading">Your {trialName(trial)} trial</h1>
        <p>
          You are signed in, so there is no account to create: download {trialName(trial)} and sign in to it.
        </p>
        <p>
          <a className="button" href={trialDestination(trial)} data-cta="page">
            Download {trialName(trial)}
          </a>
        </p>
      </section>
    )
  const signIn = signInHref(trial ? trialDestination(trial) : '/account')
  return (
    <section className="account-page" aria-labelledby="sign-up-heading">
      <h1 id="sign-up-heading">Create your account</h1>
      {trial && (
        <p className="signup__trial" data-trial={trial}>
          Then download {trialName(trial)}: the 30-day free trial starts when you first sign in to it. No card
          needed.
        </p>
      )}
      {problem && (
        <p className="account-page__notice account-page__notice--problem" role="alert" data-problem={problem}>
          {wait === undefined ? signUpMessages[problem] : tooManyAttempts('sign-up', wait)}
        </p>
      )}
      <form method="post" action="/api/sign-up/account" className="account-page__card signup__form">
        {trial && <input type="hidden" name="trial" value={trial} />}
        <div className="profile__field">
          <label htmlFor="signup-first">First name</label>
          <input id="signup-first" name="first_name" required maxLength={100} autoComplete="given-name" />
        </div>
        <div className="profile__field">
          <label htmlFor="signup-last">Last name</label>
          <input id="signup-last" name="last_name" required maxLength={100} autoComplete="family-name" />
        </div>
        <div className="profile__field">
          <label htmlFor="signup-email">Email address</label>
          <input id="signup-email" name="email" type="email" required maxLength={254} autoComplete="email" />
        </div>
        <div className="profile__field">
          <label htmlFor="signup-password">Password</label>
          <input
            id="signup-password"
            name="password"
            type="password"
            required
            minLength={passwordLength.min}
            maxLength={passwordLength.max}
            autoComplete="new-password"
            aria-describedby="signup-password-hint"
          />
          <small id="signup-password-hint">
            {passwordLength.min} to {passwordLength.max} characters.
          </small>
        </div>
        <button type="submit" className="button">
          Create account
        </button>
      </form>
      <p>
        Already have an account? <a href={signIn}>Sign in</a>
      </p>
    </section>
  )
}
