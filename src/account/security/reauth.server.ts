/**
 * The endings of the security screen, outside the command registry because they change the session
 * itself: `confirm-password` (the reauth machine's fresh sign-in: `POST login` with the app's
 * credentials, whose tokens become the session cookies), `delete-account` (DELETE {me}, then the cookies
 * go) and `sign-out-everywhere` (logout with `disable_login`, then the cookies go). Same rules as
 * commands: same-site only, JSON for the machine, a 303 for a form without JavaScript.
 */
import { type Cause, Effect, Exit } from 'effect'
import type { AccountFailure } from '../../../models/accounts/result.ts'
import type { AccountsError } from '../../../services/accounts/http/errors.ts'
import { Identity } from '../../../services/accounts/identity/Identity.ts'
import { cookieSettings, isSameSite } from '../../identity/context.server.ts'
import { cookieNames, parseCookies, tokenCookies } from '../../identity/cookies.ts'
import { failureOf, forCustomer } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'

export const securityActions = ['confirm-password', 'delete-account', 'sign-out-everywhere'] as const
export type SecurityAction = (typeof securityActions)[number]

const back = '/account/security'

function answer(
  request: Request,
  body: { ok: boolean; failure?: AccountFailure },
  location: string,
  cookies: ReadonlyArray<string> = [],
) {
  const headers = new Headers({ 'cache-control': 'no-store' })
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  if ((request.headers.get('accept') ?? '').includes('application/json')) {
    headers.set('content-type', 'application/json')
    // Like commands: a refusal is an answer (200), so the page's console stays clean.
    return new Response(JSON.stringify(body), { status: 200, headers })
  }
  headers.set('location', location)
  return new Response(null, { status: 303, headers })
}

const problem = (request: Request, failure: AccountFailure, cookies: ReadonlyArray<string> = []) =>
  answer(
    request,
    { ok: false, failure },
    `${back}?problem=${failure._tag}${failure.code ? `.${failure.code}` : ''}`,
    cookies,
  )

const signedOut = (request: Request, cookies: ReadonlyArray<string>) =>
  answer(
    request,
    { ok: false, failure: { _tag: 'InvalidRefreshToken' } },
    `/auth/sign-in?return=${back}`,
    cookies,
  )

async function confirmPassword(platform: AccountPlatform, request: Request, password: string) {
  if (!password) return problem(request, { _tag: 'ApiError', status: 400, code: 2013 })
  const me = await forCustomer(platform, request, (credentials) => Identity.use((i) => i.getMe(credentials)))
  me.deliver()
  if (!me.signedIn) return signedOut(request, me.cookies)
  if (!me.result.ok) return problem(request, me.result.failure, me.cookies)
  const email = me.result.value.email_address
  const exit = await platform.run(
    Identity.use((i) => i.login({ email_address: email, password, device_name: 'website' })),
  )
  if (Exit.isFailure(exit))
    return problem(request, failureOf(exit.cause as Cause.Cause<AccountsError>), me.cookies)
  const { access, refresh } = exit.value.tokens
  const cookies = tokenCookies(
    { accessToken: access.token, refreshToken: refresh.token },
    cookieSettings(platform.site, request),
  )
  return answer(request, { ok: true }, `${back}?done=confirmPassword`, cookies)
}

/** Runs a call that ends the session; on success the cookies are cleared and the customer leaves. */
async function ending(
  platform: AccountPlatform,
  request: Request,
  call: Parameters<typeof forCustomer>[2],
  done: string,
) {
  const outcome = await forCustomer(platform, request, call)
  outcome.deliver()
  if (!outcome.signedIn) return signedOut(request, outcome.cookies)
  if (!outcome.result.ok) return problem(request, outcome.result.failure, outcome.cookies)
  platform.registry.forget(platform.registry.forTokens({ accessToken: '', refreshToken: refreshOf(request) }))
  return answer(request, { ok: true }, done, tokenCookies(undefined, cookieSettings(platform.site, request)))
}

const refreshOf = (request: Request) => parseCookies(request.headers.get('cookie'))[cookieNames.refresh]

/**
 * This device's refresh token for the logout: by its id (`rtid` in the access token), which still names
 * it after a renewal in this very request rotated the cookie's token away; else the cookie's token.
 */
function thisDevice(
  accessToken: string,
  request: Request,
): { refresh_token_ids?: string[]; refresh_token?: string } {
  try {
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'))
    if (typeof payload.rtid === 'string' || typeof payload.rtid === 'number')
      return { refresh_token_ids: [String(payload.rtid)] }
  } catch {
    // Not a JWT: fall back to the token itself.
  }
  return { refresh_token: refreshOf(request) }
}

export async function securityResponse(
  platform: AccountPlatform,
  request: Request,
  action: string,
): Promise<Response> {
  if (!isSameSite(platform.site, request)) return new Response('Cross-site request refused', { status: 403 })
  if (!(securityActions as ReadonlyArray<string>).includes(action)) {
    return new Response(`No security action named "${action}"`, { status: 404 })
  }
  const form = await request.formData().catch(() => new FormData())
  const value = (name: string) => {
    const raw = form.get(name)
    return typeof raw === 'string' ? raw : ''
  }
  switch (action as SecurityAction) {
    case 'confirm-password':
      return confirmPassword(platform, request, value('password'))
    case 'delete-account':
      // The typed confirmation is checked before any call: deleting is not undone.
      if (value('confirm').trim().toUpperCase() !== 'DELETE') {
        return problem(request, { _tag: 'ApiError', status: 400, code: 2013 })
      }
      return ending(
        platform,
        request,
        (credentials) => Identity.use((i) => i.deleteMe(credentials)),
        '/?account=deleted',
      )
    case 'sign-out-everywhere':
      return ending(
        platform,
        request,
        (credentials) =>
          Identity.use((i) =>
            i.logout(credentials, { ...thisDevice(credentials.accessToken, request), disable_login: true }),
          ).pipe(Effect.asVoid),
        '/signed-out?reason=ended',
      )
  }
}
