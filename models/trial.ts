/**
 * Free trials (decision 181): a trial call to action goes to sign-up with the product, and sign-up ends
 * at that product's trial download. Browser-safe.
 */
const trialProducts = ['studio', 'sample', 'hex-fx', 'dj/pro'] as const
export type TrialProduct = (typeof trialProducts)[number]

export function trialProduct(value: unknown): TrialProduct | undefined {
  return trialProducts.find((p) => p === value)
}

/**
 * Where a new trial ends: the product's downloads page, whose top is the latest installer; the dj
 * product's download section (it has no downloads paths, decision 180).
 */
export function trialDestination(product: TrialProduct): string {
  return product === 'dj/pro' ? '/dj/pro#download' : `/${product}/downloads`
}

const names: Readonly<Record<TrialProduct, string>> = {
  studio: 'Studio',
  sample: 'Sample',
  'hex-fx': 'Hex FX',
  'dj/pro': 'DJ Pro',
}

export const trialName = (product: TrialProduct): string => names[product]
