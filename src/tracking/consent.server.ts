/**
 * `/api/tracking/consent` (docs/decisions/130): whether page-view tracking may run for the visitor who
 * asks, decided by the profile service (`GET /api/v1/allowtracking`, spec §7) from the country a CDN
 * names and the choice remembered in a cookie; and the place a visitor changes that choice, by a plain
 * form (303 back to the page) or by the tracking chunk (JSON). Asked by the browser, never during a page
 * render, so no page's HTML depends on the visitor, and with GTM_ID unset the service is never asked.
 */
import { countryCodes } from '../../models/accounts/countries.ts'
import type { TrackingAnswer } from '../../models/accounts/profile.ts'
import type { AccountResult } from '../../models/accounts/result.ts'
import { localRedirectTarget } from '../../models/preview.ts'
import {
  type Consent,
  type ConsentDecision,
  consentCookie,
  countryHeader,
  parseConsent,
  reasonOf,
  refusedDecision,
} from '../../models/trackingConsent.ts'
import { Profile } from '../../services/accounts/profile/Profile.ts'
import { cookieSettings, isSameSite } from '../identity/context.server.ts'
import { siteCookie, siteCookieValue, tokenMaxAge } from '../identity/cookies.ts'
import { forCustomer, hasSession, resultOf } from '../identity/customer.server.ts'
import type { AccountPlatform } from '../identity/platform.server.ts'

export interface ConsentSettings {
  /** GTM_ID; undefined = tracking off: every answer is "no" and the service is not asked. */
  readonly gtmId: string | undefined
}

/**
 * The country code of the CDN header when it is an assigned ISO code; Cloudflare's `XX` (unknown) and
 * `T1` (Tor) and anything malformed count as unknown, which the service treats as "consent first".
 */
export function countryFrom(header: string | null | undefined): string | undefined {
  const code = header?.trim().toUpperCase()
  return code && countryCodes.has(code) ? code : undefined
}

const json = (status: number, body: unknown, cookies: ReadonlyArray<string> = []) => {
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'private, no-store',
    vary: 'cookie',
  })
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return new Response(JSON.stringify(body), { status, headers })
}

/** Asks the profile service, as the signed-in customer when there is one (their profile's country). */
async function decide(
  platform: AccountPlatform,
  request: Request,
  consent: Consent | undefined,
  settings: ConsentSettings,
): Promise<{ decision: ConsentDecision; cookies: ReadonlyArray<string> }> {
  const chosen = consent ?? null
  if (settings.gtmId === undefined)
    return { decision: { allow: false, consent: chosen, reason: 'tracking_off' }, cookies: [] }
  const country = countryFrom(request.headers.get(countryHeader))
  const query = { ...(country ? { country_code: country } : {}), ...(consent ? { consent } : {}) }
  let result: AccountResult<TrackingAnswer> | undefined
  let cookies: ReadonlyArray<string> = []
  if (hasSession(request)) {
    const outcome = await forCustomer(
      platform,
      request,
      Profile.use((p) => p.checkTracking(query)),
    )
    outcome.deliver()
    cookies = outcome.cookies
    if (outcome.signedIn) result = outcome.result
  }
  result ??= resultOf(await platform.run(Profile.use((p) => p.checkTracking(query))))
  if (!result.ok) {
    console.warn(`[tracking] allowtracking failed: ${JSON.stringify(result.failure)}`)
    return { decision: refusedDecision(chosen), cookies }
  }
  const reason = reasonOf(result.value.reason)
  // An unknown reason never allows, whatever the flag says.
  const allow = result.value.allow_tracking && reason !== 'unavailable'
  return { decision: { allow, consent: chosen, reason }, cookies }
}

const sentConsent = (request: Request) => parseConsent(siteCookieValue(request, consentCookie))

/** GET: the decision for this visitor now. */
export async function consentDecisionResponse(
  platform: AccountPlatform,
  request: Request,
  settings: ConsentSettings,
): Promise<Response> {
  const { decision, cookies } = await decide(platform, request, sentConsent(request), settings)
  return json(200, decision, cookies)
}

const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json')

/**
 * POST `consent=granted|denied` (and `redirect`, the page to return to): remembers the choice for a
 * year. A form gets 303 back to its page; the tracking chunk (Accept: application/json) gets the new
 * decision. Only from the site's own pages, like every other command.
 */
export async function chooseConsentResponse(
  platform: AccountPlatform,
  request: Request,
  settings: ConsentSettings,
): Promise<Response> {
  if (!isSameSite(platform.site, request))
    return json(403, { error: 'Cross-site request refused', code: 2000 })
  const form = await request.formData().catch(() => new FormData())
  const consent = parseConsent(form.get('consent'))
  if (!consent) return json(400, { error: 'consent must be granted or denied', code: 2012 })
  const cookie = siteCookie(consentCookie, consent, tokenMaxAge, cookieSettings(platform.site, request))
  if (!wantsJson(request)) {
    const redirect = form.get('redirect')
    const headers = new Headers({
      location: localRedirectTarget(typeof redirect === 'string' ? redirect : null),
      'cache-control': 'no-store',
    })
    headers.append('set-cookie', cookie)
    return new Response(null, { status: 303, headers })
  }
  const { decision, cookies } = await decide(platform, request, consent, settings)
  return json(200, decision, [cookie, ...cookies])
}
