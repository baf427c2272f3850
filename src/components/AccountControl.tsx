import type { SessionSummary } from '../account/session.ts'
import { signInHref } from '../identity/signInHref.ts'

/**
 * The header's account control, drawn from the login-state machine's tag as the server settled it
 * (src/account/header.server.ts): "Sign in" when logged out; the customer's name (a link to /account)
 * and a sign-out button when logged in. `data-login-state` carries the tag, so a test can tell which
 * state the machine reached. Plain links and a form: no client JavaScript needed.
 */
export function AccountControl({
  session,
  returnTo,
}: {
  session: SessionSummary | undefined
  returnTo: string
}) {
  if (!session || session.state === 'loggedOut') {
    // Coming back to the page that said sign-in failed would be confusing: go home instead.
    const back = returnTo.startsWith('/signed-out') ? '/' : returnTo
    return (
      <div className="account-control" data-login-state="loggedOut">
        <a className="account-control__sign-in button" href={signInHref(back)}>
          Sign in
        </a>
        <a className="account-control__sign-up" href="/sign-up">
          Create account
        </a>
      </div>
    )
  }
  return (
    <div className="account-control" data-login-state="loggedIn">
      <a className="account-control__name" href="/account">
        {session.avatar && (
          <img className="site-header__avatar" src={session.avatar} alt="" width={28} height={28} />
        )}
        {session.name ?? 'Your account'}
      </a>
      <form method="post" action="/auth/sign-out" className="account-control__sign-out">
        <input type="hidden" name="return" value="/" />
        <button type="submit" className="button button--ghost">
          Sign out
        </button>
      </form>
    </div>
  )
}
