/**
 * The sign-in and sign-out flows on the site's server: each request runs its own actor of the
 * signIn / loginState machine with the real side effects (cookies, the Identity service) and turns
 * the final state into a redirect. See docs/identity.md for the whole flow.
 */
import { Exit } from 'effect'
import { createActor, fromPromise, waitFor } from 'xstate'
import { loginStateMachine } from '../../machines/identity/loginState.ts'
import { type StoredAuthorization, signInMachine } from '../../machines/identity/signIn.ts'
import {
  type AuthorizationRequest,
  authorizeUrl,
  createAuthorizationRequest,
  logoutUrl,
  safeReturnPath,
  withoutCallbackParams,
} from '../../models/authorization.ts'
import { Identity } from '../../services/accounts/identity/Identity.ts'
import { attemptOf } from '../security/attempts.server.ts'
import { browserOf, knownBrowser } from './browser.server.ts'
import { cookieSettings, isSameSite, type SiteContext, siteOrigin } from './context.server.ts'
import {
  cookieNames,
  parseCookies,
  sentTokens,
  signInMaxAge,
  siteCookie,
  siteCookieName,
  tokenCookies,
} from './cookies.ts'
import { failureOf } from './customer.server.ts'
import type { AccountPlatform } from './platform.server.ts'
import type { SignedOutReason } from './signedOutReasons.ts'
import { signValue, verifiedValue } from './signedValue.ts'

function redirect(location: string, cookies: ReadonlyArray<string> = [], status = 302): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' })
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return new Response(null, { status, headers })
}

const signedOutPage = (reason: SignedOutReason) => `/signed-out?reason=${reason}`

const signInPurpose = 'sign-in'

/**
 * The sign-in request as the cookie keeps it (decision 210): signed with the site's key, bound to the
 * browser that started it (its browser id) and ending with the cookie, so a value made elsewhere, or
 * carried to another browser, or kept past its ten minutes, is nothing stored.
 */
function storedValue(
  site: SiteContext,
  stored: StoredAuthorization,
  browser: string,
  now = Date.now(),
): string {
  const payload = { ...stored, browser, until: now + signInMaxAge * 1000 }
  return signValue(site.cookieKey, signInPurpose, Buffer.from(JSON.stringify(payload)).toString('base64url'))
}

function readStored(site: SiteContext, request: Request): StoredAuthorization | undefined {
  const name = siteCookieName(cookieNames.signIn, cookieSettings(site, request))
  const payload = verifiedValue(
    site.cookieKey,
    signInPurpose,
    parseCookies(request.headers.get('cookie'))[name],
  )
  if (!payload) return undefined
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<
      StoredAuthorization & { browser: string; until: number }
    >
    if (
      typeof value.state === 'string' &&
      typeof value.codeVerifier === 'string' &&
      typeof value.returnTo === 'string' &&
      typeof value.until === 'number' &&
      value.until > Date.now() &&
      value.browser !== undefined &&
      value.browser === knownBrowser(site, request)
    ) {
      return { state: value.state, codeVerifier: value.codeVerifier, returnTo: value.returnTo }
    }
  } catch {
    // Signed by us but not readable: treated as nothing stored.
  }
  return undefined
}

/** True for a page request that carries a sign-in callback (`state` or `code` in the query). */
export function isCallback(request: Request): boolean {
  if (request.method !== 'GET') return false
  const url = new URL(request.url)
  return url.searchParams.has('state') || url.searchParams.has('code')
}

export function createSignInFlows(
  platform: AccountPlatform,
  createAuthorization: () => Promise<AuthorizationRequest> = createAuthorizationRequest,
) {
  const context = platform.site
  /** GET /auth/sign-in?return=/path: store a new authorization request, go to the authorization page. */
  async function startSignIn(request: Request): Promise<Response> {
    const origin = siteOrigin(context, request)
    const returnTo = safeReturnPath(new URL(request.url).searchParams.get('return'), origin)
    const settings = cookieSettings(context, request)
    const browser = browserOf(context, request)
    const cookies: string[] = browser.cookie ? [browser.cookie] : []
    const actor = createActor(
      signInMachine.provide({
        actors: { createAuthorization: fromPromise(() => createAuthorization()) },
        actions: {
          storeAuthorization: (_, { stored }) => {
            const value = storedValue(context, stored, browser.id)
            cookies.push(siteCookie(cookieNames.signIn, value, signInMaxAge, settings))
          },
        },
      }),
      { input: { stored: undefined } },
    ).start()
    actor.send({ type: 'signIn.start', returnTo })
    const done = await waitFor(actor, (s) => s.status === 'done')
    if (!done.hasTag('redirect') || !done.context.request) return redirect(signedOutPage('unavailable'))
    const target = authorizeUrl(context.identityUrl, {
      appId: context.appId,
      redirectUri: `${origin}${returnTo}`,
      request: done.context.request,
    })
    return redirect(target, cookies)
  }

  /** Any page with `?state&code`: exchange only when the state matches, then drop them from the address. */
  async function completeCallback(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const origin = siteOrigin(context, request)
    const settings = cookieSettings(context, request)
    // Every return counts: guessing a state or a code is an attempt like a password (decision 212).
    const attempt = await attemptOf(platform.attempts, context, request, 'sign-in')
    if (attempt.refusedFor !== undefined)
      return redirect(`${signedOutPage('wait')}&wait=${attempt.refusedFor}`, [
        ...attempt.cookies,
        siteCookie(cookieNames.signIn, '', 0, settings),
      ])
    const stored = readStored(context, request)
    const cookies: string[] = [...attempt.cookies]
    const actor = createActor(
      signInMachine.provide({
        actors: {
          exchangeCode: fromPromise(async ({ input }) => {
            const exit = await platform.run(
              Identity.use((identity) =>
                identity.exchangeCode({ ...input, redirectUri: `${origin}${stored?.returnTo ?? '/'}` }),
              ),
            )
            if (Exit.isSuccess(exit)) return exit.value
            console.warn(`sign-in: code exchange failed: ${String(exit.cause)}`)
            throw new Error('exchange failed')
          }),
        },
        actions: {
          storeTokens: (_, { signedIn }) => {
            const { access, refresh } = signedIn.tokens
            cookies.push(
              ...tokenCookies({ accessToken: access.token, refreshToken: refresh.token }, settings),
            )
          },
          clearStoredAuthorization: () => {
            cookies.push(siteCookie(cookieNames.signIn, '', 0, settings))
          },
        },
      }),
      { input: { stored } },
    ).start()
    actor.send({
      type: 'callback.received',
      state: url.searchParams.get('state') ?? undefined,
      code: url.searchParams.get('code') ?? undefined,
    })
    const done = await waitFor(actor, (s) => s.status === 'done')
    if (done.matches('signedIn')) {
      await attempt.succeeded()
      return redirect(withoutCallbackParams(`${url.pathname}${url.search}`), cookies)
    }
    return redirect(signedOutPage(done.matches('rejected') ? 'state' : 'exchange'), cookies)
  }

  /** POST /auth/sign-out: revoke, clear, then the identity service's logout page with a continue address. */
  async function signOut(request: Request): Promise<Response> {
    if (!isSameSite(context, request)) return new Response('Cross-site request refused', { status: 403 })
    const origin = siteOrigin(context, request)
    const form = await request.formData().catch(() => undefined)
    const continueTo = safeReturnPath(form?.get('return')?.toString(), origin, context.allowedOrigins)
    const settings = cookieSettings(context, request)
    const cookies: string[] = []
    const sent = sentTokens(request.headers.get('cookie'), settings)
    const hasRefresh = sent.tokens.refreshToken !== undefined && !sent.duplicated
    const actor = createActor(
      loginStateMachine.provide({
        actors: {
          readSession: fromPromise(async () => ({ hasRefreshToken: hasRefresh })),
          logOut: fromPromise(async () => {
            if (!hasRefresh) return
            // No bearer (the provider's form): the refresh token is the credential, so a session whose
            // access token has lapsed ends without being renewed first.
            const session = currentSession(request)
            const outcome = await platform.run(
              Identity.use((identity) =>
                identity.logout({
                  refresh_token: session.tokens()?.refreshToken ?? sent.tokens.refreshToken,
                }),
              ),
            )
            platform.registry.forget(session)
            if (Exit.isFailure(outcome))
              console.warn(`sign-out: logout call failed: ${failureOf(outcome.cause)._tag}`)
          }),
        },
        actions: {
          clearSession: () => {
            cookies.push(...tokenCookies(undefined, settings))
          },
        },
      }),
    ).start()
    await waitFor(actor, (s) => !s.matches('loading'))
    actor.send({ type: 'user.signOut' })
    await waitFor(actor, (s) => s.status === 'done')
    const absolute = continueTo.startsWith('/') ? `${origin}${continueTo}` : continueTo
    return redirect(logoutUrl(context.identityUrl, absolute), cookies, 303)
  }

  /** The customer's session; its refresh token may have rotated during this very request. */
  function currentSession(request: Request) {
    return platform.registry.forTokens(
      sentTokens(request.headers.get('cookie'), cookieSettings(context, request)).tokens,
    )
  }

  return { startSignIn, completeCallback, signOut }
}
