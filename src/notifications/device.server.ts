/**
 * `GET /api/notifications`: the notifications the website is shown right now, for the visitor who asks
 * (spec §7 `GET /api/v2/me/notifications`, decision 116). The device query names the website as the host
 * app, the visitor's locale (Accept-Language) and a device id kept in a cookie; a signed-in customer's
 * call carries their bearer through `forCustomer` (renewal included), anyone else's none.
 */
import type { DeviceQuery } from '../../models/accounts/notifications.ts'
import { type SiteNotification, toSiteNotification } from '../../models/notifications/display.ts'
import { Notifications } from '../../services/accounts/notifications/Notifications.ts'
import { loadContentConfig } from '../../services/content/config.ts'
import { cookieSettings } from '../identity/context.server.ts'
import { siteCookie, siteCookieValue, tokenMaxAge } from '../identity/cookies.ts'
import { forCustomer, hasSession, resultOf } from '../identity/customer.server.ts'
import type { AccountPlatform } from '../identity/platform.server.ts'
import { tooLate, withinBudget } from '../security/budget.ts'

export const hostAppName = 'website'
export const deviceCookie = 'notifications_device_id'
const devicePattern = /^[A-Za-z0-9-]{8,64}$/
/** A device id the browser sent that the call will use as it is (anything else gets a new one). */
export const isDeviceId = (value: string | undefined): value is string =>
  value !== undefined && devicePattern.test(value)

/** `de-DE,de;q=0.9` → `de_DE`: the first language the browser prefers, in the service's locale form. */
export function localeFrom(acceptLanguage: string | null): string | undefined {
  const first = (acceptLanguage ?? '').split(',')[0]?.split(';')[0]?.trim() ?? ''
  const match = /^([A-Za-z]{2,3})(?:-([A-Za-z0-9]{2,8}))?$/.exec(first)
  if (!match?.[1]) return undefined
  return match[2] ? `${match[1].toLowerCase()}_${match[2].toUpperCase()}` : match[1].toLowerCase()
}

/**
 * Media the page may show: only from the origins its Content-Security-Policy allows for images (the
 * content image CDN, decision 125). Anything else is left out rather than blocked in the browser.
 */
const mediaOrigins = new Set([new URL(loadContentConfig().cdnUrl).origin])
const allowedMedia = (src: string): boolean => {
  try {
    return mediaOrigins.has(new URL(src).origin)
  } catch {
    return false
  }
}

export const withAllowedMedia = (item: SiteNotification, allowed = allowedMedia): SiteNotification => ({
  ...item,
  media: item.media.filter((m) => allowed(m.src)),
})

export interface DeviceAnswer {
  readonly items: ReadonlyArray<SiteNotification>
}

/**
 * The device call for the visitor who sent `request`, waiting at most `budgetMs` (decision 214): the
 * items to show (none when the service failed: notifications are a nicety, the server logs a line) or
 * `tooLate`, and the Set-Cookie values the answer must carry (a new device id, renewed tokens). Renewed
 * cookies are only delivered with an answer in time; otherwise the registry's alias keeps the sent tokens
 * working until a later answer carries the new ones.
 */
export async function deviceNotifications(
  platform: AccountPlatform,
  request: Request,
  budgetMs: number,
): Promise<{
  readonly answer: DeviceAnswer | typeof tooLate
  readonly cookies: ReadonlyArray<string>
  /** The service answered the customer itself (no failure, no ended session): worth keeping a while. */
  readonly customers?: boolean
}> {
  const cookies: string[] = []
  const sent = siteCookieValue(request, deviceCookie)
  const deviceId = isDeviceId(sent) ? sent : crypto.randomUUID()
  if (deviceId !== sent) {
    cookies.push(siteCookie(deviceCookie, deviceId, tokenMaxAge, cookieSettings(platform.site, request)))
  }
  const query: DeviceQuery = {
    host_app_name: hostAppName,
    locale: localeFrom(request.headers.get('accept-language')),
    device_id: deviceId,
  }
  const anonymous = async () =>
    resultOf(await platform.run(Notifications.use((n) => n.listDeviceNotifications(query))))
  const calls = async () => {
    if (!hasSession(request)) return { result: await anonymous() }
    const outcome = await forCustomer(
      platform,
      request,
      Notifications.use((n) => n.listDeviceNotifications(query)),
    )
    // A session that renewal found ended is a visitor again: they still see the anonymous campaigns.
    return { result: outcome.signedIn ? outcome.result : await anonymous(), outcome }
  }
  // Within the budget: a hanging service costs the page's request that, not the client's 10 s.
  const answered = await withinBudget(calls(), budgetMs)
  if (answered === tooLate) {
    console.warn(`[notifications] device call passed its ${budgetMs} ms budget`)
    return { answer: tooLate, cookies }
  }
  if (answered.outcome) {
    answered.outcome.deliver()
    cookies.push(...answered.outcome.cookies)
  }
  const { result } = answered
  if (!result.ok) console.warn(`[notifications] device call failed: ${JSON.stringify(result.failure)}`)
  return {
    answer: {
      items: result.ok ? result.value.items.map((item) => withAllowedMedia(toSiteNotification(item))) : [],
    },
    cookies,
    customers: result.ok && answered.outcome?.signedIn === true,
  }
}

/** `GET /api/notifications`, within the call budget; past it, or when the service fails, it answers none. */
export async function deviceNotificationsResponse(
  platform: AccountPlatform,
  request: Request,
): Promise<Response> {
  const headers = new Headers({
    'content-type': 'application/json',
    'cache-control': 'private, no-store',
    vary: 'cookie, accept-language',
  })
  const { answer, cookies } = await deviceNotifications(platform, request, platform.callBudgetMs)
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  // When the service fails the page simply shows none (and the browser logs nothing).
  const body: DeviceAnswer = answer === tooLate ? { items: [] } : answer
  return new Response(JSON.stringify(body), { status: 200, headers })
}
