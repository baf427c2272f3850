/**
 * Whether analytics may run for a visitor (GET /api/v1/allowtracking), as a pure rule (decision 103):
 * an explicit consent answer wins; without one, tracking runs only where the law does not ask for
 * consent first. An unknown country counts as one that does. The site never imports it: it asks the
 * service over HTTP, like it would ask the provider.
 */
import { countryCodes } from './countries.ts'

/** EU and EEA members, the United Kingdom and Switzerland: consent before tracking. */
export const consentFirstCountries: ReadonlySet<string> = new Set(
  `AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO GB CH`.split(
    ' ',
  ),
)

export type Consent = 'granted' | 'denied'

export interface TrackingAnswer {
  readonly allow_tracking: boolean
  readonly country_code: string | null
  readonly reason: 'consent_granted' | 'consent_denied' | 'consent_required' | 'no_consent_required'
}

export function allowTracking(country: string | undefined, consent: Consent | undefined): TrackingAnswer {
  const country_code = country && countryCodes.has(country) ? country : null
  if (consent === 'granted') return { allow_tracking: true, country_code, reason: 'consent_granted' }
  if (consent === 'denied') return { allow_tracking: false, country_code, reason: 'consent_denied' }
  if (country_code !== null && !consentFirstCountries.has(country_code)) {
    return { allow_tracking: true, country_code, reason: 'no_consent_required' }
  }
  return { allow_tracking: false, country_code, reason: 'consent_required' }
}
