/**
 * Live catalogue prices on the pricing pages (issue "Commerce"): a product card's CMS price label
 * ("$9.99 / month", "$199 once") keeps its wording and gets the ecommerce catalogue's amount. The offer
 * is read from the label's wording; a card the catalogue has no price for keeps the CMS label.
 */
import type { PageDocument } from '../content/page.ts'
import type { CatalogProduct } from './ecom.ts'

type Offer = 'monthly' | 'annual' | 'lifetime'

export function offerOf(label: string): Offer | undefined {
  if (/\/\s*(month|mo)\b/i.test(label)) return 'monthly'
  if (/\/\s*(year|yr)\b/i.test(label)) return 'annual'
  if (/\b(once|lifetime)\b/i.test(label)) return 'lifetime'
  return undefined
}

/** The catalogue's product for a content product key (`dj/pro` is the `dj-pro` group) and an offer. */
export function catalogProductFor(
  products: ReadonlyArray<CatalogProduct>,
  product: string,
  offer: Offer,
): CatalogProduct | undefined {
  const group = product.replace(/\//g, '-')
  return products.find((p) => {
    if (!p.categories?.some((c) => c.name === group) || p.available === false) return false
    const months = p.subscription_plan?.billing_frequency
    if (offer === 'lifetime') return !p.subscription && !p.trial
    return p.subscription === true && months === (offer === 'monthly' ? 1 : 12)
  })
}

const amountText = (price: number) => (Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`)

export function liveLabel(
  label: string,
  product: string,
  products: ReadonlyArray<CatalogProduct>,
  catalogProductId?: number,
): string {
  const offer = offerOf(label)
  // A card that sells a catalogue product shows that product's price; others are read from the wording.
  const named = catalogProductId === undefined ? undefined : products.find((p) => p.id === catalogProductId)
  const live = named ?? (offer && catalogProductFor(products, product, offer))
  if (!live || !/\$[\d,.]+/.test(label)) return label
  return label.replace(/\$[\d,.]+/, amountText(live.promotional_price ?? live.price))
}

type CardCtas = ReadonlyArray<{
  kind?: string
  checkout?: { catalogProductId: number; discountCode?: string }
}>

/** The checkout a card's first checkout CTA makes, if any. */
const checkoutOf = (ctas: CardCtas | undefined) => ctas?.find((c) => c.kind === 'checkout')?.checkout

/** The page with every product card's price label taken from the catalogue where it has one. */
export function withLivePrices(page: PageDocument, products: ReadonlyArray<CatalogProduct>): PageDocument {
  return {
    ...page,
    pageBuilder: page.pageBuilder.map((section) => ({
      ...section,
      subSections: section.subSections.map((block) =>
        block._type === 'productCards'
          ? {
              ...block,
              cards: block.cards.map((card) =>
                // A discounted offer's label states both prices: the store applies the code, not this rule.
                card.priceLabel && !checkoutOf(card.ctas)?.discountCode
                  ? {
                      ...card,
                      priceLabel: liveLabel(
                        card.priceLabel,
                        card.product,
                        products,
                        checkoutOf(card.ctas)?.catalogProductId,
                      ),
                    }
                  : card,
              ),
            }
          : block,
      ),
    })),
  }
}
