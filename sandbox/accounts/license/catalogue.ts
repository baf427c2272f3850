/**
 * The fixed catalogue of product types and licence types (ids shared with the other stand-ins). It is
 * reference data, not customer data, so it lives in code rather than in a table (decision 055).
 */

export type Term = 'permanent' | 'subscription' | 'trial' | 'timelimited'
export const terms: ReadonlyArray<Term> = ['permanent', 'subscription', 'trial', 'timelimited']

export interface LicenseType {
  readonly id: number
  readonly name: string
  readonly term: Term
  /** Days a licence of this type lasts from issue (a subscription: one billing period); null = forever. */
  readonly expires_days: number | null
}

interface ProductTypeDef {
  readonly id: number
  readonly name: string
  /** The desktop apps (`app_name`) a licence of this product type unlocks. */
  readonly apps: ReadonlyArray<string>
  readonly licenseTypes: ReadonlyArray<LicenseType>
  readonly upgradeTo: ReadonlyArray<number>
}

const lt = (id: number, name: string, term: Term): LicenseType => ({
  id,
  name,
  term,
  expires_days: term === 'trial' ? 14 : term === 'subscription' ? 30 : null,
})

export const productTypes: ReadonlyArray<ProductTypeDef> = [
  {
    id: 1,
    name: 'Studio',
    apps: ['studio'],
    licenseTypes: [
      lt(101, 'Studio Subscription', 'subscription'),
      lt(102, 'Studio', 'permanent'),
      lt(103, 'Studio Trial', 'trial'),
    ],
    upgradeTo: [5],
  },
  {
    id: 2,
    name: 'Sample',
    apps: ['sample'],
    licenseTypes: [
      lt(201, 'Sample Subscription', 'subscription'),
      lt(202, 'Sample', 'permanent'),
      lt(203, 'Sample Trial', 'trial'),
    ],
    upgradeTo: [5],
  },
  {
    id: 3,
    name: 'Hex FX',
    apps: ['hex-fx'],
    licenseTypes: [lt(301, 'Hex FX', 'permanent'), lt(303, 'Hex FX Trial', 'trial')],
    upgradeTo: [5],
  },
  {
    id: 4,
    name: 'DJ Pro',
    apps: ['dj'],
    licenseTypes: [
      lt(401, 'DJ Pro Subscription', 'subscription'),
      lt(402, 'DJ Pro', 'permanent'),
      lt(403, 'DJ Pro Trial', 'trial'),
    ],
    upgradeTo: [],
  },
  {
    id: 5,
    name: 'Producer Suite',
    apps: ['studio', 'sample', 'hex-fx'],
    licenseTypes: [
      lt(501, 'Producer Suite', 'permanent'),
      lt(502, 'Producer Suite Subscription', 'subscription'),
      lt(503, 'Producer Suite Trial', 'trial'),
    ],
    upgradeTo: [],
  },
]

export const appNames: ReadonlyArray<string> = ['studio', 'sample', 'hex-fx', 'dj']

/** Machines one licence may be activated on, by term. */
export const activationLimits: Readonly<Record<Term, number>> = {
  subscription: 3,
  permanent: 2,
  trial: 1,
  timelimited: 1,
}

export const findProductType = (id: number) => productTypes.find((type) => type.id === id)

export function findLicenseType(id: number): { type: LicenseType; product: ProductTypeDef } | undefined {
  for (const product of productTypes) {
    const type = product.licenseTypes.find((candidate) => candidate.id === id)
    if (type) return { type, product }
  }
  return undefined
}

const summary = (id: number) => ({ id, name: findProductType(id)!.name })

/** The Product type shape: `count` is how many licences of that type one registered product grants. */
export const toProductType = (type: ProductTypeDef) => ({
  id: type.id,
  name: type.name,
  license_types: type.licenseTypes.map((license_type) => ({ count: 1, license_type })),
  upgrade_from: productTypes.filter((other) => other.upgradeTo.includes(type.id)).map((o) => summary(o.id)),
  upgrade_to: type.upgradeTo.map(summary),
})
