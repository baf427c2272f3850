/** Display names for product values and platforms (browser-safe). */
const productNames: Record<string, string> = {
  studio: 'Studio',
  sample: 'Sample',
  'hex-fx': 'Hex FX',
  'dj/pro': 'DJ Pro',
}

export function productName(product: string): string {
  return productNames[product] ?? product
}

export const platformNames = { win: 'Windows', mac: 'macOS' } as const
