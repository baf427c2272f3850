/**
 * Dates as the account screens show them, in UTC so the server's HTML and the browser's render agree:
 * en-GB's medium style, "3 Mar 2026" and "3 Mar 2026, 14:05", written out here rather than by
 * `Intl.DateTimeFormat`. `toLocaleDateString` builds a formatter on every call (6.5% of the subscriptions
 * screen's server CPU, issue 26); in the browser the page's first formatter loads the locale and
 * time-zone data, 40–50 ms on a desktop core in the task that loads every account screen's code
 * (decision 289). The words are ICU's for en-GB ("Sept"); the tests compare with it month by month.
 * A missing or unreadable date, or one before year 1, shows nothing.
 */
const months = 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' ')
const twoDigits = (n: number) => (n < 10 ? `0${n}` : n)

/** A plain `YYYY-MM-DD` is that day in UTC, not local midnight. */
const instantOf = (iso: string | undefined): Date | undefined => {
  const date = iso ? new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso) : undefined
  return date && date.getUTCFullYear() > 0 ? date : undefined
}

const dayOf = (date: Date) => `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`

/** "3 Mar 2026", or undefined without a readable date. */
export function day(iso: string | undefined): string | undefined {
  const date = instantOf(iso)
  return date && dayOf(date)
}

/** "3 Mar 2026, 14:05" (UTC), or undefined without a readable date. */
export function dayTime(iso: string | undefined): string | undefined {
  const date = instantOf(iso)
  return date && `${dayOf(date)}, ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`
}
