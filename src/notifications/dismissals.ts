/**
 * A visitor's dismissals in the browser: storage is where they live (decision 115: localStorage for good,
 * sessionStorage for a persistent banner, decision 190), and the newest ids are mirrored into cookies so
 * an account screen's server render can leave them out (decision 278). Shared by the idle chunk (content
 * pages) and the account screens' server-drawn banner.
 */
import {
  dismissedCookie,
  dismissedCookieValue,
  sessionDismissedCookie,
} from '../../models/notifications/dismissedCookie.ts'
import {
  dismissedKey,
  readDismissed,
  type SiteNotification,
  sessionDismissedKey,
  stillShown,
  withDismissed,
} from '../../models/notifications/display.ts'
import { siteCookieName } from '../identity/cookies.ts'

const local = () => localStorage
const session = () => sessionStorage
const yearSeconds = 365 * 24 * 3600

function stored(storage: () => Storage, key: string): ReadonlyArray<string> {
  try {
    return readDismissed(storage().getItem(key))
  } catch {
    return [] // storage blocked: every dismissal lasts this page view only
  }
}

/** The cookie under the name the server reads it by (`__Host-` on https). */
function writeCookie(name: string, ids: ReadonlyArray<string>, maxAge: number | undefined): void {
  const secure = location.protocol === 'https:'
  const full = siteCookieName(name, { domain: undefined, secure })
  const value = dismissedCookieValue(ids)
  // Unchanged (a visitor who never dismissed anything has neither cookie): nothing to write.
  const now = document.cookie.split('; ').find((pair) => pair.startsWith(`${full}=`))
  if ((now?.slice(full.length + 1) ?? '') === value) return
  const parts = [
    `${full}=${value}`,
    'Path=/',
    'SameSite=Lax',
    ...(maxAge === undefined ? [] : [`Max-Age=${maxAge}`]),
    ...(secure ? ['Secure'] : []),
  ]
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site serves
    document.cookie = parts.join('; ')
  } catch {
    // cookies blocked: the server draws what storage will take away after hydration
  }
}

/** Mirrors storage into the cookies: dismissals made before the cookies existed reach the server too. */
export function syncDismissalCookies(): void {
  writeCookie(dismissedCookie, stored(local, dismissedKey), yearSeconds)
  writeCookie(sessionDismissedCookie, stored(session, sessionDismissedKey), undefined)
}

/** What of `items` this browser has not dismissed. */
export const notDismissed = (items: ReadonlyArray<SiteNotification>): ReadonlyArray<SiteNotification> =>
  stillShown(items, stored(local, dismissedKey), stored(session, sessionDismissedKey))

/** A persistent one goes away for this browser session; the others for good (decision 115). */
export function rememberDismissal(item: SiteNotification): void {
  const [storage, key] = item.persistent ? [session, sessionDismissedKey] : [local, dismissedKey]
  try {
    storage().setItem(key, withDismissed(stored(storage, key), item.id))
  } catch {
    // storage blocked or full: nothing to keep
  }
  syncDismissalCookies()
}
