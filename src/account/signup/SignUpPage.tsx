import { signInHref } from '../../identity/signInHref.ts'
import { passwordLength, signUpMessages } from './messages.ts'
import { isSignUpProblem } from './problems.ts'

/** /sign-up: create an account. A plain form: it works without JavaScript and ships none of its own. */
export function SignUpPage({ search }: { search: Record<string, unknown> }) {
  const problem = isSignUpProblem(search.problem) ? search.problem : undefined
  return (
    <section className="account-page" aria-labelledby="sign-up-heading">
      <h1 id="sign-up-heading">Create your account</h1>
      {problem && (
        <p className="account-page__notice account-page__notice--problem" role="alert" data-problem={problem}>
          {signUpMessages[problem]}
        </p>
      )}
      <form method="post" action="/api/sign-up/account" className="account-page__card signup__form">
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
        Already have an account? <a href={signInHref('/account')}>Sign in</a>
      </p>
    </section>
  )
}
