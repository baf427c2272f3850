/**
 * The ecommerce catalogue for the pricing pages, read without a customer (`GET catalog/products`). The
 * ecommerce service keeps its last answer for CATALOG_CACHE_TTL_MS (default 5 minutes) for every page
 * that shows it (decision 286), so most pricing renders ask nothing. When the service fails or is slow,
 * the page keeps its CMS prices: a pricing page never fails or waits long because of the shop
 * (decision 098).
 */

import { Effect, Exit } from 'effect'
import type { CatalogProduct } from '../../models/accounts/ecom.ts'
import { withLivePrices } from '../../models/accounts/livePrices.ts'
import type { PageDocument } from '../../models/content/page.ts'
import { Ecom } from '../../services/accounts/ecom/Ecom.ts'

/** Imported on the first pricing render: every render asks the service now, and an `import()` each time cost a lookup. */
let runtime: Promise<typeof import('../identity/runtime.server.ts')> | undefined

async function loadCatalog(): Promise<ReadonlyArray<CatalogProduct> | undefined> {
  runtime ??= import('../identity/runtime.server.ts')
  const { accountPlatform } = await runtime
  const exit = await accountPlatform.run(
    Ecom.use((ecom) => ecom.listCatalogProducts()).pipe(Effect.timeout('1500 millis')),
  )
  if (Exit.isSuccess(exit)) return exit.value.items
  console.warn('[pricing] catalogue unavailable, showing the CMS prices')
  return undefined
}

export async function livePricedPage(page: PageDocument): Promise<PageDocument> {
  const products = await loadCatalog()
  return products ? withLivePrices(page, products) : page
}
