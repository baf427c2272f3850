/**
 * The referral journey on the site (decision 108, with §3's fields since decision 249): a page request
 * with `?referral_code=` logs an anonymous visit, keeps the code in an HttpOnly cookie and redirects to
 * the same address without it; after sign-up the new customer is logged as the code's referee
 * (`referee_user_id`), then the referee check says whether the incentive is theirs.
 */
import { Effect, Exit } from 'effect'
import { referralCodePattern } from '../../../models/accounts/rewards.ts'
import { asCustomer } from '../../../services/accounts/http/customer.ts'
import type { Credentials } from '../../../services/accounts/http/request.ts'
import { Rewards } from '../../../services/accounts/rewards/Rewards.ts'
import { cookieSettings } from '../../identity/context.server.ts'
import { type CookieSettings, siteCookie, siteCookieValue, versionMarker } from '../../identity/cookies.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'

export const referralCookieName = `referral_${versionMarker}`
const maxAge = 30 * 24 * 3600

export interface Referral {
  readonly code: string
}

export const referralCookie = (referral: Referral | undefined, settings: CookieSettings) =>
  referral
    ? siteCookie(referralCookieName, referral.code, maxAge, settings)
    : siteCookie(referralCookieName, '', 0, settings)

/** The code kept at the visit; a cookie from before decision 249 (`code|visit`) still names its code. */
export function readReferral(request: Request): Referral | undefined {
  const [code] = (siteCookieValue(request, referralCookieName) ?? '').split('|')
  return code && referralCodePattern.test(code) ? { code } : undefined
}

/** Logs the visit of a page request that carries a referral code; undefined when it carries none. */
export async function referralVisit(
  platform: AccountPlatform,
  request: Request,
): Promise<Response | undefined> {
  if (request.method !== 'GET') return undefined
  const url = new URL(request.url)
  const code = url.searchParams.get('referral_code')
  if (code === null) return undefined
  url.searchParams.delete('referral_code')
  const headers = new Headers({ location: `${url.pathname}${url.search}`, 'cache-control': 'no-store' })
  if (referralCodePattern.test(code)) {
    const exit = await platform.run(Rewards.use((rewards) => rewards.logReferral(code, {})))
    // An unknown code or an outage must not keep the visitor from the page: they just arrive.
    if (Exit.isSuccess(exit)) {
      headers.append(
        'set-cookie',
        referralCookie({ code: exit.value.code }, cookieSettings(platform.site, request)),
      )
    }
  }
  return new Response(null, { status: 302, headers })
}

/** Links a new customer to the code they came by; their eligibility, or undefined when it failed. */
export async function linkReferee(
  platform: AccountPlatform,
  referral: Referral,
  credentials: Credentials,
  userId: number,
): Promise<boolean | undefined> {
  const exit = await platform.run(
    Rewards.use((rewards) =>
      rewards
        .logReferral(referral.code, { referee_user_id: userId })
        .pipe(Effect.flatMap(() => rewards.checkReferee(referral.code, userId))),
    ).pipe(asCustomer(credentials)),
  )
  return Exit.isSuccess(exit) ? exit.value.eligible : undefined
}
