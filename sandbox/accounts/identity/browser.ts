/**
 * The pages a browser visits on the identity service: `/en/authorize` (sign-in form, then a redirect
 * with state and a one-time code), `/en/logout` (ends the identity session, then goes to an allowed
 * continue address), `/en/signed-out`, and the verification link of `/en/verifyemail`.
 */
import { html, redirect } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import { verifyPassword } from '../core/passwords.ts'
import type { Router } from '../core/router.ts'
import {
  endIdentitySession,
  findIdentitySession,
  issueCode,
  sessionCookie,
  sessionTtlSeconds,
  startIdentitySession,
} from './codes.ts'
import { authorizePage, errorPage, signedOutPage, verifiedPage } from './pages.ts'
import { findByEmail, getUser } from './users.ts'
import { hashToken } from './users-api.ts'

interface AuthorizeRequest {
  readonly appId: string
  readonly appName: string
  readonly redirectUri: string
  readonly codeChallenge: string
  readonly state: string
  /** The parameters to carry through the form unchanged. */
  readonly hidden: Record<string, string>
}

const text = (source: Record<string, unknown>, name: string): string => {
  const value = source[name]
  return typeof value === 'string' ? value : ''
}

export function registerBrowserPages(router: Router, context: CoreContext): void {
  const { db, nowSeconds } = context

  /** The request's parameters, or the message of an error page (never a redirect to an unchecked address). */
  function readRequest(source: Record<string, unknown>): AuthorizeRequest | string {
    const names = ['app_id', 'redirect_uri', 'code_challenge', 'code_challenge_method'] as const
    const missing = names.filter((name) => text(source, name) === '')
    if (missing.length > 0) return `The sign-in request is missing: ${missing.join(', ')}.`
    const app = db.prepare('SELECT id, name FROM apps WHERE id = ?').get(text(source, 'app_id')) as
      | { id: string; name: string }
      | undefined
    if (!app) return 'The sign-in request names an unknown application.'
    const redirectUri = text(source, 'redirect_uri')
    if (!context.isAllowedAddress(redirectUri))
      return 'The sign-in request asks to return to an address that is not allowed.'
    if (text(source, 'code_challenge_method').toLowerCase() !== 's256')
      return 'code_challenge_method must be s256.'
    const codeChallenge = text(source, 'code_challenge')
    if (!/^[A-Za-z0-9_-]{43}$/.test(codeChallenge))
      return 'code_challenge must be a base64url SHA-256 digest.'
    const hidden: Record<string, string> = {}
    for (const name of [...names, 'state', 'rtid']) if (text(source, name)) hidden[name] = text(source, name)
    return {
      appId: app.id,
      appName: app.name,
      redirectUri,
      codeChallenge,
      state: text(source, 'state'),
      hidden,
    }
  }

  function backToSite(request: AuthorizeRequest, userId: number, authTime: number, cookie?: string) {
    const code = issueCode(db, nowSeconds(), {
      appId: request.appId,
      userId,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      authTime,
    })
    const target = new URL(request.redirectUri)
    if (request.state) target.searchParams.set('state', request.state)
    target.searchParams.set('code', code)
    const headers = cookie
      ? {
          'set-cookie': `${sessionCookie}=${cookie}; Path=/identity; HttpOnly; SameSite=Lax; Max-Age=${sessionTtlSeconds}`,
        }
      : undefined
    return redirect(target.href, headers)
  }

  const sessionEmail = (cookies: Record<string, string>) => {
    const session = findIdentitySession(db, nowSeconds(), cookies[sessionCookie])
    return session && getUser(db, session.userId).email_address
  }

  router.add('identity', {
    method: 'GET',
    path: '/en/authorize',
    auth: 'none',
    handler: ({ query, cookies }) => {
      const request = readRequest(Object.fromEntries(query))
      if (typeof request === 'string') return html(400, errorPage(request))
      return html(200, authorizePage({ ...request, sessionEmail: sessionEmail(cookies) }))
    },
  })

  router.add('identity', {
    method: 'POST',
    path: '/en/authorize',
    auth: 'none',
    handler: async ({ body, cookies }) => {
      const request = readRequest(body)
      if (typeof request === 'string') return html(400, errorPage(request))
      if (text(body, 'continue_session') === '1') {
        const session = findIdentitySession(db, nowSeconds(), cookies[sessionCookie])
        if (session) return backToSite(request, session.userId, session.authTime)
      }
      const email = text(body, 'email_address').trim()
      const password = text(body, 'password')
      if (!email || !password) {
        const error = 'Enter your email address and password.'
        return html(400, authorizePage({ ...request, email, error }))
      }
      const user = findByEmail(db, email)
      if (!user || !(await verifyPassword(password, user.password_hash))) {
        const error = 'The email address or password is not correct.'
        return html(401, authorizePage({ ...request, email, error }))
      }
      const now = nowSeconds()
      return backToSite(request, user.id, now, startIdentitySession(db, now, user.id, now))
    },
  })

  router.add('identity', {
    method: 'GET',
    path: '/en/logout',
    auth: 'none',
    handler: ({ query, cookies, baseUrl }) => {
      endIdentitySession(db, nowSeconds(), cookies[sessionCookie])
      const target = query.get('continue') ?? ''
      const location = context.isAllowedAddress(target) ? new URL(target).href : `${baseUrl}/en/signed-out`
      return redirect(location, {
        'set-cookie': `${sessionCookie}=; Path=/identity; HttpOnly; SameSite=Lax; Max-Age=0`,
      })
    },
  })

  router.add('identity', {
    method: 'GET',
    path: '/en/signed-out',
    auth: 'none',
    handler: () => html(200, signedOutPage()),
  })

  router.add('identity', {
    method: 'GET',
    path: '/en/verifyemail',
    auth: 'none',
    handler: ({ query }) => {
      const row = db
        .prepare('SELECT id, user_id, email_address, redirect_uri FROM outbox WHERE token_hash = ?')
        .get(hashToken(query.get('token') ?? '')) as
        | { id: number; user_id: number; email_address: string; redirect_uri: string | null }
        | undefined
      if (!row) return html(400, errorPage('This verification link is not valid.'))
      const now = new Date(context.config.now()).toISOString()
      db.prepare('UPDATE outbox SET verified_at = ? WHERE id = ?').run(now, row.id)
      // A link sent to another address (one being changed to) verifies only once the account has it.
      db.prepare('UPDATE users SET email_verified = 1 WHERE id = ? AND email_address = ?').run(
        row.user_id,
        row.email_address,
      )
      const next =
        row.redirect_uri && context.isAllowedAddress(row.redirect_uri) ? row.redirect_uri : undefined
      return html(200, verifiedPage(next))
    },
  })
}
