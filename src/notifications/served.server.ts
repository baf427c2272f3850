/**
 * The notifications an account screen's server render draws with the page (decision 278): the same
 * device call as `GET /api/notifications`, within the header's budget rather than the call budget (a
 * banner is page furniture, like the header's name: the screen never waits longer for it than for the
 * header, decision 214), less what the browser's cookies say was dismissed. Past the budget the page
 * says nothing was served, and the browser asks the endpoint after idle as before.
 *
 * A customer's answer is kept per session for a short while, as the header's name is (decision 279):
 * every account view drew with a device call. What is kept is the service's answer before the cookies'
 * dismissals are taken out, so a dismissal shows on the very next view without asking again.
 */
import {
  dismissedCookie,
  dismissedCookieIds,
  sessionDismissedCookie,
} from '../../models/notifications/dismissedCookie.ts'
import { type SiteNotification, stillShown } from '../../models/notifications/display.ts'
import { sessionCacheOf, sessionKeyOf } from '../account/headerCache.server.ts'
import { siteCookieValue } from '../identity/cookies.ts'
import type { AccountPlatform } from '../identity/platform.server.ts'
import { tooLate } from '../security/budget.ts'
import { type DeviceAnswer, deviceCookie, deviceNotifications, isDeviceId } from './device.server.ts'

/** What the server drew the page with; `null` when the service did not answer within the budget. */
export type ServedNotifications = { readonly items: ReadonlyArray<SiteNotification> } | null

/** What a session keeps: the answer, and the device id and locale the call named. */
interface Kept {
  readonly asked: string
  readonly answer: DeviceAnswer
}

/**
 * What the call names besides the session: the same session in another language, or with a new device
 * id, asks again. None without a device id the call would use (a new one goes out with the page).
 */
function askedOf(request: Request): string | undefined {
  const device = siteCookieValue(request, deviceCookie)
  return isDeviceId(device) ? `${device} ${request.headers.get('accept-language') ?? ''}` : undefined
}

export async function servedNotifications(
  platform: AccountPlatform,
  request: Request,
): Promise<{ readonly served: ServedNotifications; readonly cookies: ReadonlyArray<string> }> {
  // Keyed by the session alone, so that a command or a sign-out forgets it (decision 264's pattern).
  const cache = sessionCacheOf<Kept>(platform, 'notices')
  const asked = askedOf(request)
  const key = asked === undefined ? undefined : sessionKeyOf(platform, request)
  const kept = cache.get(key)
  const mark = cache.mark()
  const { answer, cookies, customers } =
    kept?.asked === asked && kept
      ? { answer: kept.answer, cookies: [], customers: false }
      : await deviceNotifications(platform, request, platform.headerBudgetMs)
  if (answer === tooLate) return { served: null, cookies }
  // Only the customer's own answer in time: a failure, or a session renewal ended, is asked again.
  if (customers && asked !== undefined) cache.store(key, { asked, answer }, mark)
  const items = stillShown(
    answer.items,
    dismissedCookieIds(siteCookieValue(request, dismissedCookie)),
    dismissedCookieIds(siteCookieValue(request, sessionDismissedCookie)),
  )
  return { served: { items }, cookies }
}
