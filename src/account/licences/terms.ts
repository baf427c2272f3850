/** The licence's term as a customer says it, never the service's code (`permanent`). */
const termNames: Readonly<Record<string, string>> = {
  permanent: 'Lifetime licence',
  subscription: 'Subscription',
  trial: 'Free trial',
  timelimited: 'For a limited time',
}
export const termName = (term: string) => termNames[term] ?? 'Licence'
