/**
 * Content that names prices must agree with the shop (decision 185): every dollar amount, every saving
 * ("save 21%", "40% off", "two months free") and every checkout or plan change in the content is checked
 * against the ecommerce catalogue and the store's discount codes. Pure: the caller reads the published
 * documents, the catalogue and the codes (the seed test reads the stand-ins; the same check could run
 * against the real systems).
 */
import type { CatalogProduct } from '../accounts/ecom.ts'

export interface StoreDiscount {
  readonly code: string
  readonly percent_off: number
  readonly product_ids: ReadonlyArray<number>
}

export interface ClaimsInput {
  /** Published documents as stored (pages, soundpacks, downloads). */
  readonly documents: ReadonlyArray<Record<string, unknown>>
  readonly catalog: ReadonlyArray<CatalogProduct>
  readonly discounts: ReadonlyArray<StoreDiscount>
  /** Product lines sold together (`producer-suite` → its lines), for "instead of $x apart" claims. */
  readonly bundles: Readonly<Record<string, ReadonlyArray<string>>>
}

export interface ClaimProblem {
  readonly document: string
  readonly claim: string
  readonly problem: string
}

type Offer = 'monthly' | 'annual' | 'lifetime'
const offerCategories = new Set(['subscription', 'lifetime', 'trial'])

/** A catalogue product's line (its product category: `studio`, `dj-pro`, `producer-suite`). */
const lineOf = (p: CatalogProduct) => p.categories?.find((c) => !offerCategories.has(c.name))?.name
const offerOf = (p: CatalogProduct): Offer | undefined => {
  if (p.trial) return undefined
  const months = p.subscription_plan?.billing_frequency
  if (!p.subscription) return 'lifetime'
  return months === 1 ? 'monthly' : months === 12 ? 'annual' : undefined
}
/** A content product value as a catalogue line (`dj/pro` → `dj-pro`). */
const lineOfProduct = (product: unknown) =>
  typeof product === 'string' ? product.replace(/\//g, '-') : undefined

const cents = (dollars: number) => Math.round(dollars * 100)
const numberWords: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
}

interface Action {
  readonly kind?: unknown
  readonly catalogProductId?: unknown
  readonly discountCode?: unknown
}

/** Every CTA action anywhere in a value. */
function actionsIn(value: unknown): Action[] {
  if (Array.isArray(value)) return value.flatMap(actionsIn)
  if (value === null || typeof value !== 'object') return []
  const own = (value as { action?: Action }).action
  return [...(own && typeof own === 'object' ? [own] : []), ...Object.values(value).flatMap(actionsIn)]
}

/** The texts of a value: plain strings, and Portable Text blocks as one string each. */
function textsIn(value: unknown, key = ''): string[] {
  if (typeof value === 'string')
    return /^_|^(url|path|href|external|slug|current|originalFilename)$/.test(key) ? [] : [value]
  if (Array.isArray(value)) return value.flatMap((v) => textsIn(v, key))
  if (value === null || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  if (record._type === 'block' && Array.isArray(record.children))
    return [record.children.map((c) => String((c as { text?: unknown }).text ?? '')).join('')]
  return Object.entries(record).flatMap(([k, v]) => (k === 'action' ? [] : textsIn(v, k)))
}

export function checkClaims(input: ClaimsInput): ClaimProblem[] {
  const problems: ClaimProblem[] = []
  const byId = new Map(input.catalog.map((p) => [p.id, p]))
  const productsOf = (line: string) => input.catalog.filter((p) => lineOf(p) === line)
  const priceOf = (line: string, offer: Offer) => productsOf(line).find((p) => offerOf(p) === offer)?.price

  for (const doc of input.documents) {
    const id = String(doc._id)
    const report = (claim: string, problem: string) => problems.push({ document: id, claim, problem })
    const actions = actionsIn(doc)

    // What the document sells: it may name these prices, their discounts and their bundles' savings.
    const lines = new Set<string>()
    const own = lineOfProduct(doc.product)
    if (own) lines.add(own)
    if (typeof doc.contentType === 'string' && doc.contentType.startsWith('producerSuite'))
      lines.add('producer-suite')
    const cards = textsCards(doc)
    for (const card of cards) {
      const line = lineOfProduct(card.product)
      if (line) lines.add(line)
    }
    const codes = new Map<string, StoreDiscount>()
    for (const action of actions) {
      const product =
        typeof action.catalogProductId === 'number' ? byId.get(action.catalogProductId) : undefined
      if (action.kind === 'checkout' || action.kind === 'planChange') {
        if (!product) {
          report(`catalogue product ${String(action.catalogProductId)}`, 'is not in the catalogue')
          continue
        }
        const line = lineOf(product)
        if (line) lines.add(line)
        if (action.kind === 'planChange' && !product.subscription)
          report(`plan change to ${product.name}`, 'is not a subscription plan, so no plan can change to it')
      }
      if (action.kind === 'checkout' && typeof action.discountCode === 'string') {
        const discount = input.discounts.find((d) => d.code === action.discountCode)
        if (!discount) report(`discount code ${action.discountCode}`, 'is unknown to the store')
        else if (product && !discount.product_ids.includes(product.id))
          report(`discount code ${discount.code}`, `does not apply to ${product.name}`)
        else codes.set(discount.code, discount)
      }
    }

    const amounts = new Set<number>()
    const savings = new Set<number>()
    for (const line of lines) for (const p of productsOf(line)) amounts.add(cents(p.price))
    for (const discount of codes.values())
      for (const productId of discount.product_ids) {
        const product = byId.get(productId)
        if (product) amounts.add(Math.round((cents(product.price) * (100 - discount.percent_off)) / 100))
        savings.add(discount.percent_off)
      }
    for (const line of lines)
      for (const offer of ['monthly', 'annual', 'lifetime'] as const) {
        const parts = input.bundles[line]
        const bundle = priceOf(line, offer)
        if (!parts || bundle === undefined) continue
        const apart = parts.reduce((sum, part) => sum + cents(priceOf(part, offer) ?? Number.NaN), 0)
        if (Number.isNaN(apart)) continue
        amounts.add(apart)
        savings.add(Math.round((100 * (apart - cents(bundle))) / apart))
      }

    for (const text of textsIn(doc)) {
      for (const m of text.matchAll(/\$(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?)/g)) {
        const value = cents(Number((m[1] ?? '').replace(/,/g, '')))
        if (!amounts.has(value))
          report(
            m[0],
            lines.size
              ? `is no price of ${[...lines].join(', ')} in the catalogue`
              : 'names a price but the document sells nothing',
          )
      }
      for (const m of text.matchAll(
        /\b(?:save|saving of|saves)\s+(\d+)\s?%|(\d+)\s?%\s+(?:off|less|cheaper)/gi,
      )) {
        const percent = Number(m[1] ?? m[2])
        if (!savings.has(percent)) report(m[0], 'is no saving the catalogue or the store’s codes give')
      }
      for (const m of text.matchAll(/\b(\w+) months? free\b/gi)) {
        const free = numberWords[(m[1] ?? '').toLowerCase()] ?? Number(m[1])
        for (const line of lines) {
          const monthly = priceOf(line, 'monthly')
          const annual = priceOf(line, 'annual')
          if (monthly !== undefined && annual !== undefined && cents(annual) !== cents(monthly) * (12 - free))
            report(m[0], `${line}: a year costs ${annual}, not ${12 - free} months of ${monthly}`)
        }
      }
    }

    // A card that sells a product shows that product's price, for the period it is billed.
    for (const card of cards) {
      const checkout = actionsIn(card.ctas).find((a) => a.kind === 'checkout')
      const product =
        typeof checkout?.catalogProductId === 'number' ? byId.get(checkout.catalogProductId) : undefined
      if (!product || typeof card.priceLabel !== 'string') continue
      const shown = /\$(\d[\d,]*(?:\.\d{1,2})?)/.exec(card.priceLabel)?.[1]
      const discount =
        typeof checkout?.discountCode === 'string' ? codes.get(checkout.discountCode) : undefined
      const expected = discount
        ? Math.round((cents(product.price) * (100 - discount.percent_off)) / 100)
        : cents(product.price)
      if (shown === undefined || cents(Number(shown.replace(/,/g, ''))) !== expected)
        report(card.priceLabel, `sells ${product.name}, which costs ${(expected / 100).toFixed(2)}`)
      const offer = offerOf(product)
      const says = /\/\s*(month|mo)\b/i.test(card.priceLabel)
        ? 'monthly'
        : /\/\s*(year|yr)\b/i.test(card.priceLabel)
          ? 'annual'
          : /\b(once|lifetime)\b/i.test(card.priceLabel)
            ? 'lifetime'
            : undefined
      if (says !== offer) report(card.priceLabel, `sells ${product.name}, billed ${offer ?? 'never'}`)
    }
    if (doc._type === 'soundpack' && doc.priceUsd !== undefined)
      report(`priceUsd ${String(doc.priceUsd)}`, 'no soundpack is in the catalogue')
  }
  return problems
}

interface CardLike {
  readonly product?: unknown
  readonly priceLabel?: unknown
  readonly ctas?: unknown
}

/** The product cards of a document. */
function textsCards(value: unknown): CardLike[] {
  if (Array.isArray(value)) return value.flatMap(textsCards)
  if (value === null || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  if (record._type === 'productCards' && Array.isArray(record.cards)) return record.cards as CardLike[]
  return Object.values(record).flatMap(textsCards)
}
