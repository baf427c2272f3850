/**
 * What the server may know of a visitor's dismissals (decision 278): the browser keeps them in storage
 * (decision 115) and mirrors the newest ids into two cookies, so an account screen's server render leaves
 * out what was dismissed instead of drawing it and taking it away after hydration. One cookie lasts a
 * year (the ones dismissed for good), the other the browser session (persistent ones, decision 190).
 * Pure: the cookie's names, value and reading.
 */
export const dismissedCookie = 'notifications_dismissed'
export const sessionDismissedCookie = 'notifications_dismissed_session'

/** The ids the cookie carries at most, newest kept: a cookie goes with every request to the site. */
export const maxCookieIds = 40
const idPattern = /^[A-Za-z0-9_-]{1,64}$/

/** The cookie's value for `ids` (oldest first): the newest that are safe in a cookie, dot-separated. */
export const dismissedCookieValue = (ids: ReadonlyArray<string>): string =>
  ids
    .filter((id) => idPattern.test(id))
    .slice(-maxCookieIds)
    .join('.')

/** The ids a sent cookie names; anything malformed is left out, never an error. */
export const dismissedCookieIds = (value: string | undefined): ReadonlyArray<string> =>
  (value ?? '')
    .split('.')
    .filter((id) => idPattern.test(id))
    .slice(-maxCookieIds)
