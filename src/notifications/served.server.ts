/**
 * The notifications an account screen's server render draws with the page (decision 278): the same
 * device call as `GET /api/notifications`, within the header's budget rather than the call budget (a
 * banner is page furniture, like the header's name: the screen never waits longer for it than for the
 * header, decision 214), less what the browser's cookies say was dismissed. Past the budget the page
 * says nothing was served, and the browser asks the endpoint after idle as before.
 */
import {
  dismissedCookie,
  dismissedCookieIds,
  sessionDismissedCookie,
} from '../../models/notifications/dismissedCookie.ts'
import { type SiteNotification, stillShown } from '../../models/notifications/display.ts'
import { siteCookieValue } from '../identity/cookies.ts'
import type { AccountPlatform } from '../identity/platform.server.ts'
import { tooLate } from '../security/budget.ts'
import { deviceNotifications } from './device.server.ts'

/** What the server drew the page with; `null` when the service did not answer within the budget. */
export type ServedNotifications = { readonly items: ReadonlyArray<SiteNotification> } | null

export async function servedNotifications(
  platform: AccountPlatform,
  request: Request,
): Promise<{ readonly served: ServedNotifications; readonly cookies: ReadonlyArray<string> }> {
  const { answer, cookies } = await deviceNotifications(platform, request, platform.headerBudgetMs)
  if (answer === tooLate) return { served: null, cookies }
  const items = stillShown(
    answer.items,
    dismissedCookieIds(siteCookieValue(request, dismissedCookie)),
    dismissedCookieIds(siteCookieValue(request, sessionDismissedCookie)),
  )
  return { served: { items }, cookies }
}
