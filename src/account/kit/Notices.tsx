import { useRouterState } from '@tanstack/react-router'
import { type AccountFailure, failureFromParam } from '../../../models/accounts/result.ts'
import { signInHref } from '../../identity/signInHref.ts'
import { type MessageOverrides, messageFor } from './messages.ts'

/** A failure as the customer reads it, announced to screen readers; a retry where one makes sense. */
export function Problem({
  failure,
  overrides,
  onRetry,
}: {
  failure: AccountFailure
  overrides?: MessageOverrides
  onRetry?: () => void
}) {
  const signIn = failure._tag === 'PasswordReentryRequired' || failure._tag === 'InvalidRefreshToken'
  // Back to this very screen after signing in again (the outcome query left out).
  const here = useRouterState({ select: (state) => state.location.pathname })
  return (
    <div className="account-page__notice account-page__notice--problem" role="alert">
      {messageFor(failure, overrides)}
      {signIn && (
        <>
          {' '}
          <a href={signInHref(here)}>Sign in again</a>
        </>
      )}
      {onRetry && (
        <>
          {' '}
          <button type="button" className="button button--ghost" onClick={onRetry}>
            Try again
          </button>
        </>
      )}
    </div>
  )
}

/** The outcome of a command sent without JavaScript: `?done=<name>` or `?problem=<failure>` on return. */
export function ReturnNotice({
  search,
  done,
  overrides,
}: {
  search: { done?: string; problem?: string }
  done: Readonly<Record<string, string>>
  overrides?: MessageOverrides
}) {
  const failure = failureFromParam(search.problem)
  if (failure) return <Problem failure={failure} overrides={overrides} />
  const text = search.done && Object.hasOwn(done, search.done) ? done[search.done] : undefined
  return text ? (
    <p className="account-page__notice" role="status">
      {text}
    </p>
  ) : null
}
