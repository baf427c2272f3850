/**
 * The catalogue the stand-in sells: per product line a monthly and an annual plan, a lifetime licence
 * and a trial. Prices are written out here (not read from the content seed) so catalog.test.ts can catch
 * the two drifting apart: the pricing pages and the checkout must name the same numbers.
 */
import { amount } from './common.ts'

export interface ProductLine {
  /** The content seed's product key (the suite has no product pages of its own: its own key). */
  readonly key: 'studio' | 'sample' | 'hex-fx' | 'dj/pro' | 'producer-suite'
  /** Subscription group and plan-id prefix. */
  readonly slug: string
  readonly name: string
  /** Product type id of the licence service (shared ids). */
  readonly productTypeId: number
  readonly monthlyCents: number
  readonly lifetimeCents: number
  readonly licenceTypes: {
    readonly subscription?: number
    readonly permanent: number
    readonly trial: number
  }
}

export const productLines: ReadonlyArray<ProductLine> = [
  {
    key: 'studio',
    slug: 'studio',
    name: 'Pulsewave Studio',
    productTypeId: 1,
    monthlyCents: 999,
    lifetimeCents: 19_900,
    licenceTypes: { subscription: 101, permanent: 102, trial: 103 },
  },
  {
    key: 'sample',
    slug: 'sample',
    name: 'Pulsewave Sample',
    productTypeId: 2,
    monthlyCents: 499,
    lifetimeCents: 9_900,
    licenceTypes: { subscription: 201, permanent: 202, trial: 203 },
  },
  {
    key: 'hex-fx',
    slug: 'hex-fx',
    name: 'Hex FX',
    productTypeId: 3,
    monthlyCents: 399,
    lifetimeCents: 7_900,
    licenceTypes: { permanent: 301, trial: 303 },
  },
  {
    key: 'dj/pro',
    slug: 'dj-pro',
    name: 'Pulsewave DJ Pro',
    productTypeId: 4,
    monthlyCents: 1_299,
    lifetimeCents: 29_900,
    licenceTypes: { subscription: 401, permanent: 402, trial: 403 },
  },
  {
    // Studio, Sample and Hex FX together (licence product type 5 unlocks all three apps).
    key: 'producer-suite',
    slug: 'producer-suite',
    name: 'Producer Suite',
    productTypeId: 5,
    monthlyCents: 1_499,
    lifetimeCents: 29_900,
    licenceTypes: { subscription: 502, permanent: 501, trial: 503 },
  },
]

/** An annual plan costs ten months: two months free (decision 091). */
export const annualCents = (monthlyCents: number): number => monthlyCents * 10
export const trialDays = 30

export type Offer = 'monthly' | 'annual' | 'lifetime' | 'trial'

export interface CatalogEntry {
  /** 1000 + product type × 10 + offer (1 monthly, 2 annual, 3 lifetime, 4 trial). */
  readonly id: number
  readonly line: ProductLine
  readonly offer: Offer
  readonly priceCents: number
  /** Billing period in months; 0 for what is not a subscription. */
  readonly months: number
}

const offers: ReadonlyArray<Offer> = ['monthly', 'annual', 'lifetime', 'trial']

export const catalog: ReadonlyArray<CatalogEntry> = productLines.flatMap((line) =>
  offers.map((offer, index) => ({
    id: 1000 + line.productTypeId * 10 + index + 1,
    line,
    offer,
    priceCents: {
      monthly: line.monthlyCents,
      annual: annualCents(line.monthlyCents),
      lifetime: line.lifetimeCents,
      trial: 0,
    }[offer],
    months: { monthly: 1, annual: 12, lifetime: 0, trial: 0 }[offer],
  })),
)

export const findCatalogEntry = (id: number): CatalogEntry | undefined => catalog.find((e) => e.id === id)
export const isPlan = (entry: CatalogEntry): boolean => entry.months > 0

const offerCategories = {
  monthly: { id: 10, name: 'subscription', description: 'Subscriptions, billed monthly or yearly' },
  annual: { id: 10, name: 'subscription', description: 'Subscriptions, billed monthly or yearly' },
  lifetime: { id: 20, name: 'lifetime', description: 'Permanent licences, paid once' },
  trial: { id: 30, name: 'trial', description: `Free ${trialDays}-day trials` },
} as const

export const productName = (entry: CatalogEntry): string =>
  ({
    monthly: `${entry.line.name} monthly`,
    annual: `${entry.line.name} annual`,
    lifetime: `${entry.line.name} lifetime licence`,
    trial: `${entry.line.name} ${trialDays}-day trial`,
  })[entry.offer]

/** The Subscription `plan` (and Catalog product `subscription_plan`) of a plan entry. */
export const planOf = (entry: CatalogEntry) => ({
  id: `${entry.line.slug}-${entry.offer}`,
  name: productName(entry),
  billing_frequency: entry.months,
  active: true,
})

/** The reference's Catalog product, plus the licence ids it grants (product_type_id, license_type_id). */
export const toCatalogProduct = (entry: CatalogEntry) => ({
  id: entry.id,
  name: productName(entry),
  price: amount(entry.priceCents),
  promotional_price: null,
  subscription: isPlan(entry),
  time_limited: entry.offer === 'trial',
  trial: entry.offer === 'trial',
  available: true,
  categories: [
    offerCategories[entry.offer],
    { id: entry.line.productTypeId, name: entry.line.slug, description: entry.line.name },
  ],
  subscription_group: isPlan(entry) ? entry.line.slug : null,
  subscription_plan: isPlan(entry) ? planOf(entry) : null,
  feature_set: entry.offer === 'trial' ? ['full', 'time_limited'] : ['full'],
  product_type_id: entry.line.productTypeId,
  license_type_id:
    entry.offer === 'lifetime'
      ? entry.line.licenceTypes.permanent
      : entry.offer === 'trial'
        ? entry.line.licenceTypes.trial
        : (entry.line.licenceTypes.subscription ?? null),
})
