/**
 * Reads and commands of the customer account on the site's server. Each returns plain data for a
 * view plus the Set-Cookie values the response must carry (renewed tokens, or deletions when the
 * session ended). The login state machine decides signed in / out from the refresh cookie.
 */
import { Exit } from 'effect'
import { createActor, fromPromise, waitFor } from 'xstate'
import { loginStateMachine } from '../../machines/loginState.ts'
import { displayName } from '../../models/identity.ts'
import {
  type AuthContext,
  cookieSettings,
  failureOf,
  isSameSite,
  siteOrigin,
  withSession,
} from './context.server.ts'
import { cookieNames, parseCookies, tokenCookies } from './cookies.ts'
import { type Problem, problemOf } from './messages.ts'

export type SessionSummary =
  | { readonly status: 'signedOut' }
  | { readonly status: 'signedIn'; readonly name: string | undefined; readonly problem?: Problem }

export type AccountView =
  | { readonly status: 'signedOut' }
  | { readonly status: 'problem'; readonly problem: Problem }
  | {
      readonly status: 'signedIn'
      readonly user: { readonly name: string; readonly email: string; readonly locale: string | undefined }
    }

export interface WithCookies<A> {
  readonly value: A
  readonly cookies: string[]
}

export function createAccountReads(context: AuthContext) {
  /** loginState: loading → loggedIn | loggedOut; a session renewal ends drops to loggedOut. */
  async function loginState(request: Request, cookies: string[]) {
    const hasRefresh = Boolean(parseCookies(request.headers.get('cookie'))[cookieNames.refresh])
    const settings = cookieSettings(context, request)
    const actor = createActor(
      loginStateMachine.provide({
        actors: { readSession: fromPromise(async () => ({ hasRefreshToken: hasRefresh })) },
        actions: {
          clearSession: () => {
            cookies.push(...tokenCookies(undefined, settings))
          },
        },
      }),
    ).start()
    await waitFor(actor, (s) => !s.matches('loading'))
    return actor
  }

  async function me(request: Request): Promise<WithCookies<AccountView>> {
    const cookies: string[] = []
    const actor = await loginState(request, cookies)
    if (!actor.getSnapshot().hasTag('loggedIn')) return { value: { status: 'signedOut' }, cookies }
    const outcome = await withSession(context, request, (credentials) => context.identity.getMe(credentials))
    if (outcome.ended) actor.send({ type: 'session.ended' })
    cookies.push(...outcome.cookies)
    if (actor.getSnapshot().hasTag('loggedOut')) return { value: { status: 'signedOut' }, cookies }
    if (Exit.isSuccess(outcome.exit)) {
      const user = outcome.exit.value
      return {
        value: {
          status: 'signedIn',
          user: { name: displayName(user), email: user.email_address, locale: user.locale ?? undefined },
        },
        cookies,
      }
    }
    const error = failureOf(outcome.exit)!
    return { value: { status: 'problem', problem: problemOf(error) }, cookies }
  }

  /** For the header on every page: cheap when signed out (no call at all). */
  async function sessionSummary(request: Request): Promise<WithCookies<SessionSummary>> {
    const { value, cookies } = await me(request)
    if (value.status === 'signedOut') return { value, cookies }
    if (value.status === 'problem')
      return { value: { status: 'signedIn', name: undefined, problem: value.problem }, cookies }
    return { value: { status: 'signedIn', name: value.user.name }, cookies }
  }

  /** POST /account/verify-email: asks the identity service to send the verification email; back to /account. */
  async function sendVerificationEmail(request: Request): Promise<Response> {
    if (!isSameSite(context, request)) return new Response('Cross-site request refused', { status: 403 })
    const origin = siteOrigin(context, request)
    const outcome = await withSession(context, request, (credentials) =>
      context.identity.sendVerifyEmailAddress(credentials, { redirect_uri: `${origin}/account` }),
    )
    const headers = new Headers({ 'cache-control': 'no-store' })
    for (const cookie of outcome.cookies) headers.append('set-cookie', cookie)
    const error = failureOf(outcome.exit)
    const signedOut = outcome.ended || !outcome.hasSession
    const location = signedOut
      ? '/auth/sign-in?return=%2Faccount'
      : error
        ? `/account?problem=${problemOf(error)}`
        : '/account?verification=sent'
    headers.set('location', location)
    return new Response(null, { status: 303, headers })
  }

  /** GET /auth/session and /auth/account: the same reads as JSON for client-side navigation. */
  async function json(request: Request, read: 'sessionSummary' | 'me'): Promise<Response> {
    const { value, cookies } = await (read === 'me' ? me(request) : sessionSummary(request))
    const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'private, no-store' })
    for (const cookie of cookies) headers.append('set-cookie', cookie)
    return new Response(JSON.stringify(value), { status: 200, headers })
  }

  return { me, sessionSummary, sendVerificationEmail, json }
}
