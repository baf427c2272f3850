/**
 * Server entry. Importing the configuration and the middleware registry here makes their validation
 * part of start-up: a bad GTM_ID or SITE_URL, or an unknown middleware name, stops the server with a
 * clear message instead of failing requests. Every failure answers the spec's not-found page (src/failures):
 * 400 for a path that cannot be percent-decoded, 404 for server-function addresses, 500 for anything
 * the handler throws (logged, never shown); every route answers 405 with `Allow` to a method it does
 * not declare, and a body over the limit 413 (decision 211). A
 * sign-in callback (`state` or `code` in the query) is completed before routing (src/identity/middleware.ts).
 * Each request renders inside its own CSP nonce scope; HTML answers get the policy with that nonce
 * (docs/decisions/060). The request is first moved to the site's public address (decision 067). Each
 * request keeps a log of its content reads: it decides what the HTML cache may keep (src/cache).
 *
 * Besides the entry Start calls, the bundle exports `site`: this app behind srvx with the HTML cache,
 * security headers and failure pages (src/serve/site.server.ts). scripts/serve.ts imports the bundle
 * and tells `site` where to listen, so the process runs one module graph (docs/decisions/155).
 */
import { createRouter } from '@tanstack/react-router'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { isPreviewSearch } from '../models/previewFlag.ts'
import { accountsSettingsFromEnv } from '../services/accounts/http/config.ts'
import { loadContentConfig } from '../services/content/config.ts'
import { newReadLog, type ReadLog, readLogScope } from '../services/content/readLog.ts'
import { withReferralVisit } from './account/rewards/referralHook.ts'
import { mayStore, mayUseCache, type Offer, offerHeader } from './cache/eligible.ts'
import { notFoundView } from './components/ErrorPages.tsx'
import { footerView } from './components/SiteFooter.tsx'
import { atPublicOrigin, publicOrigin } from './config/publicOrigin.ts'
import { siteConfig } from './config/site.server.ts'
import { type MatchRoutes, methodsByPath } from './failures/methods.ts'
import { type Handle, respond } from './failures/respond.server.ts'
import { withSignInCallback } from './identity/middleware.ts'
import { hasPreviewCookie } from './preview/previewAuth.server.ts'
import { studioOrigins } from './preview/studioOrigins.ts'
import { routeTree } from './routeTree.gen.ts'
import { contentSecurityPolicy, newNonce } from './security/headers.ts'
import { nonceScope } from './security/nonce.server.ts'
import { editHeaders } from './serve/editHeaders.ts'
import { renderApp } from './serve/renderApp.server.ts'
import { siteServer } from './serve/site.server.ts'
import { asWholePage } from './serve/wholePage.ts'
import './shell/middleware.ts'

// Code-split views every response may need render synchronously on the server once loaded.
await Promise.all([notFoundView.preload(), footerView.preload()])

const contentConfig = loadContentConfig()

/** Which methods each route answers, matched by the router itself (decision 211). */
const routeMatcher = createRouter({ routeTree })
const methodsOf = methodsByPath(
  (pathname) => routeMatcher.getMatchedRoutes(pathname) as ReturnType<MatchRoutes>,
)

const policySources = {
  cdnUrl: contentConfig.cdnUrl,
  tagManager: siteConfig.gtmId !== undefined,
  identityUrl: accountsSettingsFromEnv(process.env).baseUrls.identity,
  uploadUrl: accountsSettingsFromEnv(process.env).baseUrls.profile,
}

/** Preview pages may be framed by the Studio's Presentation tool (decision 169); no other page may. */
const studioFrames = studioOrigins(contentConfig.studioUrl)

/** The policy for HTML answers. Not in development: Vite's dev client runs inline scripts without a nonce. */
function withPolicy(request: Request, response: Response, nonce: string): Response {
  if (import.meta.env.DEV || !/^text\/html/i.test(response.headers.get('content-type') ?? '')) return response
  const preview = isPreviewSearch(new URL(request.url).search)
  const frameAncestors = preview ? studioFrames : undefined
  // Only an editor's preview page loads the visual-editing overlay and its inline styles (decision 173).
  const previewStyles = preview && hasPreviewCookie(request)
  const policy = contentSecurityPolicy({ nonce, ...policySources, frameAncestors, previewStyles })
  return editHeaders(response, (headers) => headers.set('content-security-policy', policy))
}

/**
 * What the content reads said about this answer (docs/decisions/071, 073): an anonymous published
 * page is offered to the HTML cache with its sync tags; a failure because the content service is down
 * is a 503 with Retry-After (the error page), so clients and caches know to come back.
 */
async function withReadOutcome(
  request: Request,
  response: Response,
  log: ReadLog,
  nonce: string,
): Promise<Response> {
  if (response.status === 500 && log.unavailable) {
    const headers = new Headers(response.headers)
    headers.set('retry-after', '5')
    headers.set('cache-control', 'no-store')
    headers.delete('content-length')
    // The error page was rendered for a 500; it states the status it is sent with (a small page).
    const page = (await response.text()).replace('data-status="500"', 'data-status="503"')
    return new Response(page, { status: 503, headers })
  }
  const url = new URL(request.url)
  if (
    log.preview ||
    log.unavailable ||
    !mayUseCache(request.method, url.pathname, request.headers.get('cookie')) ||
    !mayStore(response)
  )
    return response
  const offer: Offer = { tags: [...log.tags], nonce }
  return editHeaders(response, (headers) => headers.set(offerHeader, JSON.stringify(offer)))
}

const entry = createServerEntry({
  async fetch(incoming, opts) {
    try {
      return await answer(incoming, opts)
    } catch (error) {
      // The visitor closed the connection: nobody reads the answer, and the front door logs one line
      // for it (src/ops/front.server.ts), instead of Start logging the abort as a server fault.
      if (incoming.signal.aborted) return new Response(null, { status: 499 })
      throw error
    }
  },
})

async function answer(incoming: Request, opts: Parameters<typeof renderApp>[1]): Promise<Response> {
  // Redirects, canonical links, sign-in addresses and Secure cookies are built on this address, never
  // on a Host header the site does not answer as (decision 067).
  const request = atPublicOrigin(incoming, publicOrigin(incoming.url, siteConfig))
  const nonce = newNonce()
  const log = newReadLog()
  const handle: Handle = (req) =>
    withSignInCallback(req, (r) => withReferralVisit(r, (next) => renderApp(next, opts)))
  const response = await readLogScope.run(log, () =>
    nonceScope.run(nonce, () => respond(request, handle, undefined, methodsOf)),
  )
  // A page rendered whole leaves whole, with its length, even if Start rebuilt its response (decision 287).
  return asWholePage(withPolicy(request, await withReadOutcome(request, response, log, nonce), nonce))
}

export default entry

/** What the Node process runs: `await site.listen({ port, hostname, clientDir })`. */
export const site = siteServer(entry)
