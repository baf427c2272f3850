/**
 * What the site's auth code needs, passed in (never module state) so tests run it against fakes:
 * the Identity client, the per-customer session registry, and where the site and the services are.
 */
import { Effect, Exit } from 'effect'
import type { SessionRegistry } from '../../machines/sessionRegistry.ts'
import type { AccountsError } from '../../services/http/errors.ts'
import type { Credentials } from '../../services/http/request.ts'
import type { IdentityShape } from '../../services/identity/Identity.ts'
import { type CookieSettings, parseCookies, readTokenCookies, tokenCookies } from './cookies.ts'

export interface AuthContext {
  readonly identity: IdentityShape
  readonly registry: SessionRegistry
  readonly identityUrl: string
  readonly appId: string
  readonly cookieDomain: string | undefined
  /** `SITE_URL`; undefined = the request's own origin. */
  readonly siteUrl: string | undefined
  /** Origins besides the site's that a continue address may point at. */
  readonly allowedOrigins: ReadonlyArray<string>
}

export const siteOrigin = (context: AuthContext, request: Request): string =>
  new URL(context.siteUrl ?? request.url).origin

export const cookieSettings = (context: AuthContext, request: Request): CookieSettings => ({
  domain: context.cookieDomain,
  secure: siteOrigin(context, request).startsWith('https:'),
})

/**
 * A state-changing request must come from the site's own pages: Fetch Metadata says same-origin, or,
 * from a browser without it, the Origin header is the site's. No header at all is refused too.
 */
export function isSameSite(context: AuthContext, request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite) return fetchSite === 'same-origin'
  const origin = request.headers.get('origin')
  return (
    origin !== null && (origin === siteOrigin(context, request) || origin === new URL(request.url).origin)
  )
}

export interface SessionOutcome<A> {
  readonly exit: Exit.Exit<A, AccountsError>
  /** Set-Cookie values for the response: renewed tokens, or deletions when the session ended. */
  readonly cookies: string[]
  readonly ended: boolean
  readonly hasSession: boolean
}

/** Runs one account call for the customer whose cookies `request` carries, with renewal. */
export async function withSession<A>(
  context: AuthContext,
  request: Request,
  call: (credentials: Credentials) => Effect.Effect<A, AccountsError>,
): Promise<SessionOutcome<A>> {
  const sent = readTokenCookies(parseCookies(request.headers.get('cookie')))
  const settings = cookieSettings(context, request)
  const session = context.registry.forTokens(sent)
  const exit = await Effect.runPromiseExit(session.run(call))
  const now = session.tokens()
  if (now === undefined) {
    context.registry.forget(session)
    return { exit, cookies: tokenCookies(undefined, settings), ended: true, hasSession: true }
  }
  context.registry.remember(session)
  const changed = now.accessToken !== sent.accessToken || now.refreshToken !== sent.refreshToken
  return {
    exit,
    cookies: changed ? tokenCookies(now, settings) : [],
    ended: false,
    hasSession: sent.refreshToken !== undefined || sent.accessToken !== '',
  }
}

export const failureOf = <A>(exit: Exit.Exit<A, AccountsError>): AccountsError | undefined => {
  if (Exit.isSuccess(exit)) return undefined
  const reason = exit.cause.reasons[0] as { error?: AccountsError } | undefined
  return reason?.error ?? ({ _tag: 'other' } as unknown as AccountsError)
}
