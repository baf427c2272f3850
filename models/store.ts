/**
 * The store's checkout address for a catalogue product, with a campaign's discount code carried along
 * (decision 181). Pure: the site adds the configured store address on the server.
 */
export interface CheckoutRequest {
  readonly catalogProductId: number
  readonly discountCode?: string | undefined
}

export function checkoutUrl(storeUrl: string, request: CheckoutRequest): string {
  const query = new URLSearchParams({ product: String(request.catalogProductId) })
  if (request.discountCode) query.set('discount', request.discountCode)
  return `${storeUrl.replace(/\/+$/, '')}/checkout?${query}`
}
