/**
 * Tracking consent as data (issue 12 item 6, docs/decisions/130): the visitor's explicit choice, kept in
 * a cookie, the country a CDN tells the site, and the decision the browser's tracking chunk acts on.
 * Pure and small (no country list): the site's endpoint, the footer and the browser's chunk share it.
 */
/** The visitor's explicit choice (the profile service's `consent` parameter). */
export type Consent = 'granted' | 'denied'

/** Where the choice is remembered (365 days, HttpOnly: only the site's endpoint reads it). */
export const consentCookie = 'tracking_consent'

/** The site's own endpoint: GET asks, POST (a form or the tracking chunk) chooses. */
export const consentEndpoint = '/api/tracking/consent'

/**
 * The CDN header naming the visitor's country (Cloudflare's; it overwrites whatever the client sent).
 * Behind another CDN, change this one name. A client reaching the site directly can only change its own
 * decision with it, never anyone else's.
 */
export const countryHeader = 'cf-ipcountry'

export function parseConsent(value: unknown): Consent | undefined {
  return value === 'granted' || value === 'denied' ? value : undefined
}

export type DecisionReason =
  | 'consent_granted'
  | 'consent_denied'
  | 'consent_required'
  | 'no_consent_required'
  /** GTM_ID unset: nothing to allow, and the profile service is not asked. */
  | 'tracking_off'
  /** The profile service did not answer: no tracking (privacy first). */
  | 'unavailable'

/** What `GET /api/tracking/consent` answers. */
export interface ConsentDecision {
  readonly allow: boolean
  /** The choice the visitor made, or null when they have not chosen. */
  readonly consent: Consent | null
  readonly reason: DecisionReason
}

const reasons: ReadonlySet<string> = new Set<DecisionReason>([
  'consent_granted',
  'consent_denied',
  'consent_required',
  'no_consent_required',
  'tracking_off',
  'unavailable',
])

/** The service's reason, or `unavailable` for a reason this site does not know (never allows then). */
export function reasonOf(reason: string | null | undefined): DecisionReason {
  return reason && reasons.has(reason) ? (reason as DecisionReason) : 'unavailable'
}

/** Whatever the answer, no tracking unless it says so in exactly these words. */
export const refusedDecision = (consent: Consent | null = null): ConsentDecision => ({
  allow: false,
  consent,
  reason: 'unavailable',
})

export function readDecision(body: unknown): ConsentDecision {
  const value = body as Partial<ConsentDecision> | null
  if (!value || typeof value !== 'object') return refusedDecision()
  return {
    allow: value.allow === true,
    consent: parseConsent(value.consent) ?? null,
    reason: reasonOf(value.reason),
  }
}
