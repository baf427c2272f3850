/**
 * `GET {me}/recommendations?app_name&app_version&catalog_category`: catalogue products the customer
 * does not own yet, from the licences they hold: a trial and a plan for a product they lack, plans
 * after a trial, the lifetime licence next to a subscription, nothing once they own it.
 */
import { errors, json } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { type CatalogEntry, catalog, type Offer, productLines, toCatalogProduct } from './catalog.ts'

/** The seeded licences (shared ids), for when the licence module's table is not there. */
const seededLicences: Record<number, ReadonlyArray<number>> = { 1001: [101, 202], 1002: [103, 201], 1003: [] }

export function registerRecommendations(router: Router, { db }: CoreContext): void {
  function heldLicenceTypes(userId: number): ReadonlyArray<number> {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'licenses'").get()
    if (!table) return seededLicences[userId] ?? []
    const rows = db
      .prepare('SELECT license_type_id FROM licenses WHERE user_id = ? AND deleted = 0')
      .all(userId) as {
      license_type_id: number
    }[]
    return rows.map((row) => row.license_type_id)
  }

  function offersFor(held: ReadonlyArray<number>, entry: CatalogEntry): boolean {
    const types = entry.line.licenceTypes
    const has = (id: number | undefined) => id !== undefined && held.includes(id)
    const wanted: ReadonlyArray<Offer> = has(types.permanent)
      ? []
      : has(types.subscription)
        ? ['lifetime']
        : has(types.trial)
          ? ['monthly', 'annual', 'lifetime']
          : ['trial', 'monthly']
    return wanted.includes(entry.offer)
  }

  router.add('ecom', {
    method: 'GET',
    path: '{me}/recommendations',
    auth: 'bearer',
    handler: ({ userId, query }) => {
      const appName = query.get('app_name')?.trim().toLowerCase() || undefined
      const line = appName && productLines.find((l) => l.slug === appName || l.key === appName)
      if (appName && !line) throw errors.invalidValue(`Unknown app_name: ${appName}`)
      const version = query.get('app_version')
      if (version && !/^\d+(\.\d+){0,3}$/.test(version))
        throw errors.invalidParameters('app_version must look like 3.1.2')
      const category = query.get('catalog_category')?.trim().toLowerCase() || undefined
      const held = heldLicenceTypes(userId!)
      const items = catalog
        .filter((entry) => (!line || entry.line === line) && offersFor(held, entry))
        .map(toCatalogProduct)
        .filter(
          (product) =>
            !category || product.categories.some((c) => String(c.id) === category || c.name === category),
        )
      if (
        category &&
        !catalog
          .map(toCatalogProduct)
          .some((p) => p.categories.some((c) => String(c.id) === category || c.name === category))
      ) {
        throw errors.invalidValue(`Unknown catalog_category: ${category}`)
      }
      return json(200, { items })
    },
  })
}
