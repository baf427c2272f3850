/**
 * Runs account effects for the customer whose cookies a request carries: the customer's renewing
 * session (one shared refresh, one retry), the typed result, and the Set-Cookie values the response
 * must carry (renewed tokens, or deletions when the session ended).
 */
import { Cause, type Effect, Exit } from 'effect'
import type { AccountFailure, AccountResult } from '../../models/accounts/result.ts'
import { asCustomer, type Customer } from '../../services/accounts/http/customer.ts'
import type { AccountsError } from '../../services/accounts/http/errors.ts'
import type { AccountServices } from '../../services/accounts/layer.ts'
import { cookieSettings } from './context.server.ts'
import { mentionsSession, sentTokens, tokenCookies } from './cookies.ts'
import type { AccountPlatform } from './platform.server.ts'

export interface CustomerOutcome<A> {
  readonly result: AccountResult<A>
  /**
   * Marks renewed tokens as handed to the browser: from then on a rotated-away refresh token is only an
   * alias for a short window (src/identity/sessionRegistry.server.ts). Call it when `cookies` go out.
   */
  readonly deliver: () => void
  /** Set-Cookie values for the response. */
  readonly cookies: ReadonlyArray<string>
  /** False when the request carried no session, or renewal found it ended (cookies then delete it). */
  readonly signedIn: boolean
}

/** An account call for the request's customer: the services read the customer (their token) from context. */
export type CustomerCall<A> = Effect.Effect<A, AccountsError, AccountServices | Customer>

/** True when the request carries a session at all (a refresh cookie); no call is made. */
export const hasSession = (request: Request): boolean => mentionsSession(request.headers.get('cookie'))

/** The failure as plain data for a view; a defect is logged here and reaches the view as `Unexpected`. */
export function failureOf(cause: Cause.Cause<AccountsError>): AccountFailure {
  const error = Cause.findErrorOption(cause)
  if (error._tag === 'Some') {
    const { _tag, status, code } = error.value as AccountsError & { status?: number; code?: number }
    return { _tag, status, code }
  }
  console.warn(`[account] unexpected failure: ${Cause.pretty(cause)}`)
  return { _tag: 'Unexpected' }
}

export const resultOf = <A>(exit: Exit.Exit<A, AccountsError>): AccountResult<A> =>
  Exit.isSuccess(exit) ? { ok: true, value: exit.value } : { ok: false, failure: failureOf(exit.cause) }

export async function forCustomer<A>(
  platform: AccountPlatform,
  request: Request,
  call: CustomerCall<A>,
): Promise<CustomerOutcome<A>> {
  const settings = cookieSettings(platform.site, request)
  const { tokens: sent, duplicated } = sentTokens(request.headers.get('cookie'), settings)
  // Spec §4 login state: signed in exactly when a refresh cookie exists; a lone access cookie is cleared.
  // A token cookie sent twice is refused outright: one of them was planted (decision 210).
  if (sent.refreshToken === undefined || duplicated) {
    return {
      result: { ok: false, failure: { _tag: 'AccessDenied' } },
      cookies: sent.accessToken || duplicated ? tokenCookies(undefined, settings) : [],
      signedIn: false,
      deliver: () => {},
    }
  }
  const session = platform.registry.forTokens(sent)
  // Each attempt runs with the session's token of that moment: a retry after renewal carries the new one.
  const exit = await platform.run(session.run((credentials) => asCustomer(credentials)(call)))
  const now = session.tokens()
  if (now === undefined) {
    platform.registry.forget(session)
    return {
      result: resultOf(exit),
      cookies: tokenCookies(undefined, settings),
      signedIn: false,
      deliver: () => {},
    }
  }
  platform.registry.remember(session)
  const changed = now.accessToken !== sent.accessToken || now.refreshToken !== sent.refreshToken
  return {
    result: resultOf(exit),
    cookies: changed ? tokenCookies(now, settings) : [],
    signedIn: true,
    deliver: () => platform.registry.delivered(session),
  }
}
