/**
 * Dates as the account screens show them, in UTC so the server's HTML and the browser's render agree.
 * One formatter per style, made once: `toLocaleDateString` builds a formatter on every call, which was
 * 6.5% of the subscriptions screen's server CPU (issue 26). A missing or unreadable date shows nothing.
 */
const mediumDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })
const mediumDayTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

/** A plain `YYYY-MM-DD` is that day in UTC, not local midnight. */
const instantOf = (iso: string): Date | undefined => {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** "3 Mar 2026", or undefined without a readable date. */
export function day(iso: string | undefined): string | undefined {
  const date = iso ? instantOf(iso) : undefined
  return date ? mediumDay.format(date) : undefined
}

/** "3 Mar 2026, 14:05" (UTC), or undefined without a readable date. */
export function dayTime(iso: string | undefined): string | undefined {
  const date = iso ? instantOf(iso) : undefined
  return date ? mediumDayTime.format(date) : undefined
}
