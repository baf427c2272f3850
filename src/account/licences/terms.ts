/** The licence's term as a customer says it, never the service's code (`permanent`). */
const termNames: Readonly<Record<string, string>> = {
  permanent: 'Lifetime licence',
  subscription: 'Subscription',
  trial: 'Free trial',
  timelimited: 'For a limited time',
}
export const termName = (term: string) => termNames[term] ?? 'Licence'

/**
 * An edition as the licence card lists it: its name, with its term in brackets only when the name does
 * not already say it ("Studio (lifetime licence)", but "Studio Trial", not "Studio Trial (free trial)").
 */
export function editionLabel(edition: { readonly name: string; readonly term: string }): string {
  const term = termName(edition.term).toLowerCase()
  const key = term.split(' ').at(-1) ?? term
  return edition.name.toLowerCase().includes(key) ? edition.name : `${edition.name} (${term})`
}
