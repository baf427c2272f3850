/**
 * What the store's checkout page shows for the address it was given: the catalogue product, the
 * discount code and what it takes off, or what was wrong with the address. It is a stand-in: it shows
 * what it received and takes no payment.
 */
import { type CatalogEntry, findCatalogEntry, productName } from '../accounts/ecom/catalog.ts'
import { dollars } from '../accounts/ecom/common.ts'
import { type Discount, discountedCents, findDiscount } from './discounts.ts'

export interface Checkout {
  readonly status: 200 | 400 | 404
  readonly productParam: string | null
  readonly discountParam: string | null
  readonly entry?: CatalogEntry
  readonly discount?: Discount
  /** Why the code was not applied (unknown, or not for this product). */
  readonly discountProblem?: string
  readonly totalCents?: number
  readonly problem?: string
}

export function checkoutOf(query: URLSearchParams): Checkout {
  const productParam = query.get('product')
  const discountParam = query.get('discount')
  const base = { productParam, discountParam }
  if (!productParam || !/^\d{1,9}$/.test(productParam))
    return { ...base, status: 400, problem: 'The address names no catalogue product.' }
  const entry = findCatalogEntry(Number(productParam))
  if (!entry) return { ...base, status: 404, problem: `Catalogue product ${productParam} does not exist.` }
  if (!discountParam) return { ...base, status: 200, entry, totalCents: entry.priceCents }
  const discount = findDiscount(discountParam)
  if (!discount)
    return {
      ...base,
      status: 200,
      entry,
      totalCents: entry.priceCents,
      discountProblem: `The code ${discountParam} is not valid: full price.`,
    }
  if (!discount.productIds.includes(entry.id))
    return {
      ...base,
      status: 200,
      entry,
      totalCents: entry.priceCents,
      discountProblem: `The code ${discount.code} does not apply to this product: full price.`,
    }
  return { ...base, status: 200, entry, discount, totalCents: discountedCents(entry.priceCents, discount) }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const styles = `body{font:16px/1.5 system-ui,sans-serif;background:#f5f3ff;color:#1f1147;margin:0;padding:1.5rem}
main{max-width:30rem;margin:0 auto;background:#fff;border:1px solid #c4b5fd;border-radius:12px;padding:1.5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{font-weight:600}dd{margin:0}
.problem{border:1px solid #b91c1c;background:#fef2f2;color:#7f1d1d;padding:.75rem;border-radius:6px}
a{color:#5b21b6}:focus-visible{outline:3px solid #5b21b6;outline-offset:2px}small{color:#4b5563}`

export function checkoutPage(checkout: Checkout, back: string | undefined): string {
  const { entry } = checkout
  const given = `<h2>What the store was given</h2><dl>
<dt>product</dt><dd data-given="product">${escapeHtml(checkout.productParam ?? '(none)')}</dd>
<dt>discount</dt><dd data-given="discount">${escapeHtml(checkout.discountParam ?? '(none)')}</dd></dl>`
  const order = entry
    ? `<h1>Checkout</h1><dl data-checkout-product="${entry.id}">
<dt>Product</dt><dd data-field="name">${escapeHtml(productName(entry))}</dd>
<dt>Catalogue id</dt><dd data-field="id">${entry.id}</dd>
<dt>Price</dt><dd data-field="price">${dollars(entry.priceCents)}${entry.months === 1 ? ' a month' : entry.months === 12 ? ' a year' : ''}</dd>
${checkout.discount ? `<dt>Discount</dt><dd data-field="discount" data-discount="${escapeHtml(checkout.discount.code)}">${escapeHtml(checkout.discount.code)}: ${checkout.discount.percentOff}% off (−${dollars(entry.priceCents - (checkout.totalCents ?? entry.priceCents))})</dd>` : ''}
<dt>Total before tax</dt><dd data-field="total">${dollars(checkout.totalCents ?? entry.priceCents)}</dd></dl>
${checkout.discountProblem ? `<p class="problem" role="alert" data-field="discount-problem">${escapeHtml(checkout.discountProblem)}</p>` : ''}
<p>This is the store's stand-in: it takes no payment. A real store would ask for payment details here.</p>`
    : `<h1>Checkout</h1><p class="problem" role="alert">${escapeHtml(checkout.problem ?? 'Unknown product.')}</p>`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<link rel="icon" href="data:,"><title>Checkout: Pulsewave Store</title><style>${styles}</style></head>
<body><main><p><strong>Pulsewave Store</strong> <small>(stand-in)</small></p>${order}${given}
${back ? `<p><a href="${escapeHtml(back)}">Back to Pulsewave</a></p>` : ''}</main></body></html>`
}
