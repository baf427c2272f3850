/**
 * Every concrete path of the route table, given the slugs that exist (from documents for the sitemap,
 * generated for tests). Rows without placeholders give one path; `{version}` and `{platform}` expand
 * to the spec's lists.
 */
import { pathOf, type ResolvedPath } from './resolve.ts'
import { type ContentType, platforms, type RouteRow, routeTable } from './table.ts'
import { downloadVersions, isDownloadProduct } from './versions.ts'

/** Slugs per slugged content type and product ('' for rows without a product). */
export type SlugSource = (contentType: ContentType, product: string | undefined) => ReadonlyArray<string>

function expandRow(row: RouteRow, slugs: SlugSource): ResolvedPath[] {
  const products = row.pattern.includes('{product}') ? (row.products ?? []) : [row.products?.[0]]
  return products.flatMap((product) => {
    let out: ResolvedPath[] = [
      {
        contentType: row.contentType,
        ...(product ? { product } : {}),
        ...(row.slug ? { slug: row.slug } : {}),
      },
    ]
    if (row.pattern.includes('{slug}'))
      out = out.flatMap((r) => slugs(row.contentType, product).map((slug) => ({ ...r, slug })))
    if (row.pattern.includes('{version}'))
      out = out.flatMap((r) =>
        product && isDownloadProduct(product)
          ? downloadVersions[product].map((version) => ({ ...r, version }))
          : [],
      )
    if (row.pattern.includes('{platform}'))
      out = out.flatMap((r) => platforms.map((platform) => ({ ...r, platform })))
    return out
  })
}

export interface TableEntry {
  readonly path: string
  readonly resolved: ResolvedPath
}

export function enumerateRoutes(slugs: SlugSource = () => []): TableEntry[] {
  return routeTable
    .flatMap((row) => expandRow(row, slugs))
    .map((resolved) => ({ path: pathOf(resolved), resolved }))
}
