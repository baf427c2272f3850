/**
 * What a licence unlocks, from its product type (`GET /api/v1/products/types/{id}`): the product's
 * editions (the licence types one product grants, with how many of each), which one the customer
 * holds, and the upgrade paths in both directions. Pure: the licences screen words it.
 */
import type { ProductType } from './license.ts'

export interface Edition {
  readonly name: string
  /** The service's term (`permanent`, `subscription`, …): the view words it, never shows it. */
  readonly term: string
  /** Licences of this type one product grants. */
  readonly count: number
  /** The customer's licence is of this type. */
  readonly yours: boolean
}

export interface Unlocks {
  readonly product: string
  readonly editions: ReadonlyArray<Edition>
  /** Products this one upgrades to (by name). */
  readonly upgradeTo: ReadonlyArray<string>
  /** Products that upgrade to this one (by name). */
  readonly upgradeFrom: ReadonlyArray<string>
}

/**
 * Product names from an upgrade list. The shape is not published beyond its name, so a list of
 * `{name}` objects or of plain names is read, and anything else is left out rather than shown raw.
 */
export function productNames(list: unknown): string[] {
  if (!Array.isArray(list)) return []
  const names = list.flatMap((item): string[] => {
    if (typeof item === 'string') return item.trim() ? [item.trim()] : []
    if (item && typeof item === 'object' && 'name' in item && typeof item.name === 'string')
      return item.name.trim() ? [item.name.trim()] : []
    return []
  })
  return [...new Set(names)]
}

/** The product type as the licence card shows it; `heldTypeId` is the licence type the customer holds. */
export function unlocksOf(type: ProductType, heldTypeId: number | undefined): Unlocks {
  const editions = (type.license_types ?? []).map(({ count, license_type }) => ({
    name: license_type.name,
    term: license_type.term,
    count: count !== null && count !== undefined && count > 0 ? count : 1,
    yours: license_type.id === heldTypeId,
  }))
  // The customer's own edition first: the others are the ways they could hold it instead.
  editions.sort((a, b) => Number(b.yours) - Number(a.yours))
  return {
    product: type.name,
    editions,
    upgradeTo: productNames(type.upgrade_to).filter((name) => name !== type.name),
    upgradeFrom: productNames(type.upgrade_from).filter((name) => name !== type.name),
  }
}
