/**
 * Dates as the account screens show them, in UTC so the server's HTML and the browser's render agree:
 * en-GB's medium style, "3 Mar 2026" and "3 Mar 2026, 14:05", written out here rather than by
 * `Intl.DateTimeFormat`. `toLocaleDateString` builds a formatter on every call (6.5% of the subscriptions
 * screen's server CPU, issue 26); in the browser the page's first formatter loads the locale and
 * time-zone data, 40–50 ms on a desktop core in the task that loads every account screen's code
 * (decision 289). The words are ICU's for en-GB ("Sept"); the tests compare with it month by month.
 * A missing or unreadable date, or one outside years 1000 to 9999, shows nothing.
 */
/** A plain `YYYY-MM-DD` is that day in UTC, not local midnight. Years 1000 to 9999 only. */
const instantOf = (iso: string | undefined): Date | undefined => {
  const date = iso ? new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso) : undefined
  const year = date?.getUTCFullYear() ?? 0
  return year >= 1000 && year < 1e4 ? date : undefined
}

/** "Tue, 03 Mar 2026 14:05:00 GMT": the language fixes `toUTCString`'s words, no locale does. */
const utcWords = (iso: string | undefined) => instantOf(iso)?.toUTCString()

/** "3 Mar 2026", or undefined without a readable date. */
export function day(iso: string | undefined): string | undefined {
  return utcWords(iso)?.slice(5, 16).replace(/^0/, '').replace('Sep', 'Sept')
}

/** "3 Mar 2026, 14:05" (UTC), or undefined without a readable date. */
export function dayTime(iso: string | undefined): string | undefined {
  const words = utcWords(iso)
  return words && `${day(iso)}, ${words.slice(17, 22)}`
}
