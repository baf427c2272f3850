import { Effect, Option } from 'effect'
import { describe, expect, it, vi } from 'vitest'
import type { TrackingAnswer } from '../../models/accounts/profile.ts'
import { consentCookie, countryHeader } from '../../models/trackingConsent.ts'
import { Customer } from '../../services/accounts/http/customer.ts'
import { ApiError } from '../../services/accounts/http/errors.ts'
import type { Credentials } from '../../services/accounts/http/request.ts'
import { cookieNames } from '../identity/cookies.ts'
import { request, responseCookies, testPlatform } from '../identity/testing.ts'
import { chooseConsentResponse, consentDecisionResponse, countryFrom } from './consent.server.ts'

type Query = { country_code?: string; consent?: 'granted' | 'denied' }

/**
 * A fake profile service answering as decision 103 describes: explicit consent wins; without it, only
 * a country known not to ask for consent first (here anything but DE and FR) is tracked. The real rule
 * is the service's; tests/e2e/tracking.test.ts runs the site against the stand-in.
 */
function decision103({ country_code, consent }: Query): TrackingAnswer {
  const country = country_code ?? null
  if (consent === 'granted') return { allow_tracking: true, country_code: country, reason: 'consent_granted' }
  if (consent === 'denied') return { allow_tracking: false, country_code: country, reason: 'consent_denied' }
  const free = country !== null && country !== 'DE' && country !== 'FR'
  return {
    allow_tracking: free,
    country_code: country,
    reason: free ? 'no_consent_required' : 'consent_required',
  }
}

/** The fake profile service, recording each call. */
function recording(answer?: (query: Query) => Effect.Effect<TrackingAnswer, ApiError>) {
  const calls: Array<{ query: Query; credentials: Credentials | undefined }> = []
  const platform = testPlatform({
    Profile: {
      checkTracking: (query) =>
        Effect.serviceOption(Customer).pipe(
          Effect.flatMap((customer) => {
            calls.push({ query, credentials: Option.getOrUndefined(customer) })
            return answer ? answer(query) : Effect.succeed(decision103(query))
          }),
        ),
    },
  })
  return { platform, calls }
}

const on = { gtmId: 'GTM-AB12' }
const sameSite = { 'sec-fetch-site': 'same-origin' }
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: { ...sameSite, ...headers },
})

describe('countryFrom (the CDN header)', () => {
  it('keeps assigned ISO codes and drops unknown, Tor and malformed values', () => {
    expect(countryFrom('US')).toBe('US')
    expect(countryFrom(' de ')).toBe('DE')
    for (const value of ['XX', 'T1', 'USA', '', null, undefined, 'U$'])
      expect(countryFrom(value)).toBeUndefined()
  })
})

describe('GET /api/tracking/consent', () => {
  it('with GTM_ID unset answers no without asking the profile service', async () => {
    const { platform, calls } = recording()
    const response = await consentDecisionResponse(platform, request('/api/tracking/consent'), {
      gtmId: undefined,
    })
    await expect(response.json()).resolves.toEqual({ allow: false, consent: null, reason: 'tracking_off' })
    expect(calls).toEqual([])
  })

  it('an anonymous visitor of unknown country must consent first', async () => {
    const { platform, calls } = recording()
    const response = await consentDecisionResponse(platform, request('/api/tracking/consent'), on)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    await expect(response.json()).resolves.toEqual({
      allow: false,
      consent: null,
      reason: 'consent_required',
    })
    expect(calls).toEqual([{ query: {}, credentials: undefined }])
  })

  it('passes the CDN country and the remembered choice to the service', async () => {
    const us = recording()
    const fromUs = await consentDecisionResponse(
      us.platform,
      request('/api/tracking/consent', { headers: { [countryHeader]: 'US' } }),
      on,
    )
    await expect(fromUs.json()).resolves.toMatchObject({ allow: true, reason: 'no_consent_required' })
    expect(us.calls[0]?.query).toEqual({ country_code: 'US' })

    const de = recording()
    const refused = await consentDecisionResponse(
      de.platform,
      request('/api/tracking/consent', {
        headers: { [countryHeader]: 'DE' },
        cookies: { [`__Host-${consentCookie}`]: 'granted' },
      }),
      on,
    )
    await expect(refused.json()).resolves.toEqual({
      allow: true,
      consent: 'granted',
      reason: 'consent_granted',
    })
    expect(de.calls[0]?.query).toEqual({ country_code: 'DE', consent: 'granted' })
  })

  it('ignores a cookie value it did not write', async () => {
    const { platform, calls } = recording()
    await consentDecisionResponse(
      platform,
      request('/api/tracking/consent', { cookies: { [`__Host-${consentCookie}`]: 'yes please' } }),
      on,
    )
    expect(calls[0]?.query).toEqual({})
  })

  it('asks as the signed-in customer (their profile country counts)', async () => {
    const { platform, calls } = recording()
    await consentDecisionResponse(
      platform,
      request('/api/tracking/consent', {
        cookies: { [cookieNames.access]: 'at-1', [cookieNames.refresh]: 'rt-1' },
      }),
      on,
    )
    expect(calls[0]?.credentials?.accessToken).toBe('at-1')
  })

  it('answers no when the service fails or gives a reason the site does not know', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failing = recording(() =>
      Effect.fail(
        new ApiError({ service: 'profile', method: 'GET', path: '/', status: 503, code: 0, message: 'down' }),
      ),
    )
    const down = await consentDecisionResponse(failing.platform, request('/api/tracking/consent'), on)
    await expect(down.json()).resolves.toEqual({ allow: false, consent: null, reason: 'unavailable' })
    expect(warn).toHaveBeenCalledOnce()

    const odd = recording(() =>
      Effect.succeed({ allow_tracking: true, country_code: null, reason: 'because' } as TrackingAnswer),
    )
    const strange = await consentDecisionResponse(odd.platform, request('/api/tracking/consent'), on)
    await expect(strange.json()).resolves.toMatchObject({ allow: false, reason: 'unavailable' })
    warn.mockRestore()
  })
})

describe('POST /api/tracking/consent', () => {
  it('a plain form remembers the choice for a year and goes back to the page', async () => {
    const { platform, calls } = recording()
    const response = await chooseConsentResponse(
      platform,
      request('/api/tracking/consent', form({ consent: 'granted', redirect: '/studio?a=1' })),
      on,
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/studio?a=1')
    const cookie = responseCookies(response)[`__Host-${consentCookie}`]
    expect(cookie?.value).toBe('granted')
    expect(cookie?.attributes).toContain('Max-Age=31536000')
    expect(cookie?.attributes).toContain('HttpOnly')
    expect(calls).toEqual([]) // the next page asks
  })

  it('never sends the visitor off the site', async () => {
    const { platform } = recording()
    const response = await chooseConsentResponse(
      platform,
      request('/api/tracking/consent', form({ consent: 'denied', redirect: '//evil.example/x' })),
      on,
    )
    expect(response.headers.get('location')).toBe('/')
  })

  it('the tracking chunk gets the new decision at once', async () => {
    const { platform } = recording()
    const response = await chooseConsentResponse(
      platform,
      request('/api/tracking/consent', form({ consent: 'denied' }, { accept: 'application/json' })),
      on,
    )
    expect(response.status).toBe(200)
    await expect(response.json()).resolves.toEqual({
      allow: false,
      consent: 'denied',
      reason: 'consent_denied',
    })
    expect(responseCookies(response)[`__Host-${consentCookie}`]?.value).toBe('denied')
  })

  it('refuses other values and other sites', async () => {
    const { platform } = recording()
    const bad = await chooseConsentResponse(
      platform,
      request('/api/tracking/consent', form({ consent: 'maybe' })),
      on,
    )
    expect(bad.status).toBe(400)
    await expect(bad.json()).resolves.toMatchObject({ code: 2012 })
    expect(bad.headers.get('set-cookie')).toBeNull()
    const cross = await chooseConsentResponse(
      platform,
      request('/api/tracking/consent', form({ consent: 'granted' }, { 'sec-fetch-site': 'cross-site' })),
      on,
    )
    expect(cross.status).toBe(403)
    expect(cross.headers.get('set-cookie')).toBeNull()
  })
})
