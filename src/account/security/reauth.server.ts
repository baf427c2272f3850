/**
 * The endings of the security screen, outside the command registry because they change the session
 * itself: `confirm-password` (the reauth machine's fresh sign-in: `POST login` with the app's
 * credentials, whose tokens become the session cookies), `delete-account` (DELETE {me}, then the cookies
 * go) and `sign-out-everywhere` (logout with `disable_login`, then the cookies go). Same rules as
 * commands: same-site only, JSON for the machine, a 303 for a form without JavaScript.
 */
import { type Cause, Effect, Exit } from 'effect'
import { Customer } from '../../../services/accounts/http/customer.ts'
import type { AccountsError } from '../../../services/accounts/http/errors.ts'
import { Identity } from '../../../services/accounts/identity/Identity.ts'
import { cookieSettings } from '../../identity/context.server.ts'
import { sentTokens, tokenCookies } from '../../identity/cookies.ts'
import { type CustomerCall, failureOf, forCustomer } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import { attemptOf } from '../../security/attempts.server.ts'
import { accountPost, type Handled } from '../kit/answer.server.ts'

export const securityActions = ['confirm-password', 'delete-account', 'sign-out-everywhere'] as const
export type SecurityAction = (typeof securityActions)[number]

const back = '/account/security'

/** Bad input, refused before any call: a problem like the service's own (the reauth machine shows it). */
const missing: Handled = {
  answer: { kind: 'problem', failure: { _tag: 'ApiError', status: 400, code: 2013 } },
}

async function confirmPassword(
  platform: AccountPlatform,
  request: Request,
  password: string,
): Promise<Handled> {
  if (!password) return missing
  // Counted before any call, so parallel guesses get no more answers than the limit (decision 212).
  const attempt = await attemptOf(platform.attempts, platform.site, request, 'password', { session: true })
  if (attempt.refusedFor !== undefined)
    return {
      answer: {
        kind: 'problem',
        failure: { _tag: 'TooManyAttempts', retryAfterSeconds: attempt.refusedFor },
      },
      cookies: attempt.cookies,
    }
  const me = await forCustomer(
    platform,
    request,
    Identity.use((i) => i.getMe()),
  )
  if (!me.signedIn) return { answer: { kind: 'signedOut' }, outcome: me, cookies: attempt.cookies }
  if (!me.result.ok)
    return { answer: { kind: 'problem', failure: me.result.failure }, outcome: me, cookies: attempt.cookies }
  const email = me.result.value.email_address
  const exit = await platform.run(
    Identity.use((i) => i.login({ email_address: email, password, device_name: 'website' })),
  )
  if (Exit.isFailure(exit))
    return {
      answer: { kind: 'problem', failure: failureOf(exit.cause as Cause.Cause<AccountsError>) },
      outcome: me,
      cookies: attempt.cookies,
    }
  await attempt.succeeded()
  const { access, refresh } = exit.value.tokens
  await replaceSession(platform, request)
  const cookies = tokenCookies(
    { accessToken: access.token, refreshToken: refresh.token },
    cookieSettings(platform.site, request),
  )
  return { answer: { kind: 'done', done: 'confirmPassword' }, cookies: [...attempt.cookies, ...cookies] }
}

/** The session the request's cookies lead to (renewed during this request or not), if the site knows it. */
const sessionOf = (platform: AccountPlatform, request: Request) =>
  platform.registry.find(
    sentTokens(request.headers.get('cookie'), cookieSettings(platform.site, request)).tokens,
  )

/**
 * The typed password starts a new session (decision 210): the one it was typed in is revoked at the
 * provider and forgotten here, so a stolen cookie of it stops working at once, instead of living on
 * for its 365 days beside the customer's fresh one.
 */
async function replaceSession(platform: AccountPlatform, request: Request) {
  const previous = sessionOf(platform, request)
  const refreshToken = previous?.tokens()?.refreshToken ?? refreshOf(platform, request)
  if (previous) platform.registry.forget(previous)
  if (!refreshToken) return
  const revoked = await platform.run(Identity.use((i) => i.logout({ refresh_token: refreshToken })))
  if (Exit.isFailure(revoked))
    console.warn(`[security] the replaced session could not be revoked: ${failureOf(revoked.cause)._tag}`)
}

/** Runs a call that ends the session; on success the cookies are cleared and the customer leaves. */
async function ending(
  platform: AccountPlatform,
  request: Request,
  call: CustomerCall<unknown>,
  location: string,
): Promise<Handled> {
  const outcome = await forCustomer(platform, request, call)
  if (!outcome.signedIn) return { answer: { kind: 'signedOut' }, outcome }
  if (!outcome.result.ok) return { answer: { kind: 'problem', failure: outcome.result.failure }, outcome }
  outcome.deliver()
  const session = sessionOf(platform, request)
  if (session) platform.registry.forget(session)
  return {
    answer: { kind: 'see', location },
    cookies: tokenCookies(undefined, cookieSettings(platform.site, request)),
  }
}

const refreshOf = (platform: AccountPlatform, request: Request) =>
  sentTokens(request.headers.get('cookie'), cookieSettings(platform.site, request)).tokens.refreshToken

/**
 * This device's refresh token for the logout: by its id (`rtid` in the access token), which still names
 * it after a renewal in this very request rotated the cookie's token away; else the cookie's token.
 */
function thisDevice(
  accessToken: string,
  platform: AccountPlatform,
  request: Request,
): { refresh_token_ids?: string[]; refresh_token?: string } {
  try {
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'))
    if (typeof payload.rtid === 'string' || typeof payload.rtid === 'number')
      return { refresh_token_ids: [String(payload.rtid)] }
  } catch {
    // Not a JWT: fall back to the token itself.
  }
  return { refresh_token: refreshOf(platform, request) }
}

export function securityResponse(
  platform: AccountPlatform,
  request: Request,
  action: string,
): Promise<Response> {
  if (!(securityActions as ReadonlyArray<string>).includes(action)) {
    return Promise.resolve(new Response(`No security action named "${action}"`, { status: 404 }))
  }
  return accountPost(platform, request, back, async (form) => {
    const value = (name: string) => {
      const raw = form.get(name)
      return typeof raw === 'string' ? raw : ''
    }
    switch (action as SecurityAction) {
      case 'confirm-password':
        return confirmPassword(platform, request, value('password'))
      case 'delete-account':
        // The typed confirmation is checked before any call: deleting is not undone.
        if (value('confirm').trim().toUpperCase() !== 'DELETE') return missing
        return ending(
          platform,
          request,
          Identity.use((i) => i.deleteMe()),
          '/signed-out?reason=deleted',
        )
      case 'sign-out-everywhere':
        return ending(
          platform,
          request,
          Customer.use((credentials) =>
            Identity.use((i) =>
              i.logout({ ...thisDevice(credentials.accessToken, platform, request), disable_login: true }),
            ),
          ).pipe(Effect.asVoid),
          '/signed-out?reason=everywhere',
        )
    }
  })
}
