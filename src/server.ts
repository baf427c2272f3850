/**
 * Server entry. Importing the configuration and the middleware registry here makes their validation
 * part of start-up: a bad GTM_ID or SITE_URL, or an unknown middleware name, stops the server with a
 * clear message instead of failing requests. Requests whose path cannot even be percent-decoded are
 * answered 400 before routing; a sign-in callback (`state` or `code` in the query) is completed before
 * routing too (src/auth/middleware.ts); anything the handler throws becomes a bare 500 (no stack trace).
 * Each request renders inside its own CSP nonce scope; HTML answers get the policy with that nonce
 * (docs/decisions/060).
 */
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { accountsSettingsFromEnv } from '../services/accounts/http/config.ts'
import { loadContentConfig } from '../services/content/config.ts'
import { withSignInCallback } from './auth/middleware.ts'
import { notFoundView } from './components/ErrorPages.tsx'
import { footerView } from './components/SiteFooter.tsx'
import { siteConfig } from './config/site.server.ts'
import { contentSecurityPolicy, newNonce } from './security/headers.ts'
import { nonceScope } from './security/nonce.server.ts'
import './shell/middleware.ts'

// Code-split views every response may need render synchronously on the server once loaded.
await Promise.all([notFoundView.preload(), footerView.preload()])

const policySources = {
  cdnUrl: loadContentConfig().cdnUrl,
  tagManager: siteConfig.gtmId !== undefined,
  identityUrl: accountsSettingsFromEnv(process.env).baseUrls.identity,
}

/** The policy for HTML answers. Not in development: Vite's dev client runs inline scripts without a nonce. */
function withPolicy(response: Response, nonce: string): Response {
  if (import.meta.env.DEV || !/^text\/html/i.test(response.headers.get('content-type') ?? '')) return response
  const headers = new Headers(response.headers)
  headers.set('content-security-policy', contentSecurityPolicy({ nonce, ...policySources }))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

function decodes(pathname: string): boolean {
  try {
    decodeURI(pathname)
    return true
  } catch {
    return false
  }
}

export default createServerEntry({
  async fetch(request, opts) {
    const { pathname } = new URL(request.url)
    if (!decodes(pathname))
      return new Response('Bad request: the path is not valid percent-encoding', {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
    const nonce = newNonce()
    try {
      const response = await nonceScope.run(nonce, () =>
        withSignInCallback(request, (req) => handler.fetch(req, opts)),
      )
      return withPolicy(response, nonce)
    } catch (error) {
      console.error('[server] unhandled error for', pathname, error)
      return new Response('Internal server error', { status: 500, headers: { 'content-type': 'text/plain' } })
    }
  },
})
