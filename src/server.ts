/**
 * Server entry. Importing the configuration and the middleware registry here makes their validation
 * part of start-up: a bad GTM_ID or SITE_URL, or an unknown middleware name, stops the server with a
 * clear message instead of failing requests. Requests whose path cannot even be percent-decoded are
 * answered 400 before routing; a sign-in callback (`state` or `code` in the query) is completed before
 * routing too (src/auth/middleware.ts); anything the handler throws becomes a bare 500 (no stack trace).
 */
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { withReferralVisit } from './account/rewards/referralHook.ts'
import { withSignInCallback } from './auth/middleware.ts'
import { notFoundView } from './components/ErrorPages.tsx'
import { footerView } from './components/SiteFooter.tsx'
import './config/site.server.ts'
import './shell/middleware.ts'

// Code-split views every response may need render synchronously on the server once loaded.
await Promise.all([notFoundView.preload(), footerView.preload()])

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
    try {
      return await withSignInCallback(request, (req) => withReferralVisit(req, (r) => handler.fetch(r, opts)))
    } catch (error) {
      console.error('[server] unhandled error for', pathname, error)
      return new Response('Internal server error', { status: 500, headers: { 'content-type': 'text/plain' } })
    }
  },
})
