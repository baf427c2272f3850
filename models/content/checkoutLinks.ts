/**
 * Checkout calls to action get the store's address on the server (decision 181): the content names the
 * catalogue product and discount code, configuration says where the store is. Pure.
 */
import { checkoutUrl } from '../store.ts'

interface CheckoutLink {
  readonly kind: 'checkout'
  readonly checkout: { readonly catalogProductId: number; readonly discountCode?: string }
  readonly href?: string
}

function isCheckoutLink(value: unknown): value is CheckoutLink {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'checkout' &&
    typeof (value as { checkout?: { catalogProductId?: unknown } }).checkout?.catalogProductId === 'number'
  )
}

/**
 * A copy of `value` in which every decoded checkout CTA, wherever it sits, links to the store. Without
 * a store address they keep no link, so the views leave them out.
 */
export function withCheckoutLinks<T>(value: T, storeUrl: string | undefined): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit)
    if (node === null || typeof node !== 'object') return node
    if (isCheckoutLink(node)) {
      const { href: _old, ...rest } = node
      return storeUrl ? { ...rest, href: checkoutUrl(storeUrl, node.checkout) } : rest
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, visit(v)]))
  }
  return visit(value) as T
}
