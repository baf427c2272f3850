/**
 * The admin's customer search by part of an email address (issue 23 item 7, decision 246): what may be
 * searched for, and the order found people are shown in: the exact address first, then addresses that
 * start with the term, then any that contain it (now or in their history), each group alphabetical.
 */

/** A search term from the page's query: 2–254 characters without spaces or markup; undefined otherwise. */
export function emailSearchTerm(raw: string | null | undefined): string | undefined {
  const term = raw?.trim()
  if (!term || term.length < 2 || term.length > 254) return undefined
  return /^[^\s<>"]+$/.test(term) ? term : undefined
}

export interface Searched {
  readonly email: string
  readonly history: ReadonlyArray<{ readonly email: string }>
}

/** 0 exact, 1 starts with, 2 contains, 3 only an earlier address contains it, 4 no match at all. */
export function matchRank(term: string, user: Searched): number {
  const t = term.toLowerCase()
  const email = user.email.toLowerCase()
  if (email === t) return 0
  if (email.startsWith(t)) return 1
  if (email.includes(t)) return 2
  return user.history.some((h) => h.email.toLowerCase().includes(t)) ? 3 : 4
}

/** The found people in the order above (a stable sort: equal ones keep alphabetical order). */
export function rankByEmail<U extends Searched>(term: string, users: ReadonlyArray<U>): U[] {
  return [...users]
    .sort((a, b) => a.email.localeCompare(b.email))
    .sort((a, b) => matchRank(term, a) - matchRank(term, b))
}
