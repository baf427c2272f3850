/**
 * The Studio's navigation, grouped by product: each product's pages, download releases (newest first)
 * and soundpacks, then the pages that belong to no product, then the licence terms (one document).
 */
import { CogIcon } from '@sanity/icons/Cog'
import { DocumentsIcon } from '@sanity/icons/Documents'
import { DownloadIcon } from '@sanity/icons/Download'
import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe'
import { PackageIcon } from '@sanity/icons/Package'
import type { StructureBuilder, StructureResolver } from 'sanity/structure'
import { products } from '../models/content/paths.ts'

const apiVersion = '2025-02-19'

export const productTitles: Record<string, string> = {
  studio: 'Studio',
  sample: 'Sample',
  'hex-fx': 'Hex FX',
  'dj/pro': 'DJ Pro',
}

const newestFirst = [
  { field: 'semanticVersion.majorVersion', direction: 'desc' as const },
  { field: 'semanticVersion.minorVersion', direction: 'desc' as const },
  { field: 'semanticVersion.patchVersion', direction: 'desc' as const },
]

function productFolder(S: StructureBuilder, product: string) {
  const title = productTitles[product] ?? product
  const items = [
    S.listItem()
      .id(`pages`)
      .title('Pages')
      .icon(DocumentsIcon)
      .child(
        S.documentTypeList('page')
          .title(`${title} pages`)
          .apiVersion(apiVersion)
          .filter('_type == "page" && product == $product')
          .params({ product })
          .initialValueTemplates([S.initialValueTemplateItem('page-for-product', { product })]),
      ),
  ]
  // Every product has installers (the dj product's releases are a section of its page).
  items.push(
    S.listItem()
      .id('downloads')
      .title('Download releases')
      .icon(DownloadIcon)
      .child(
        S.documentTypeList('downloads')
          .title(`${title} releases`)
          .apiVersion(apiVersion)
          .filter('_type == "downloads" && product == $product')
          .params({ product })
          .defaultOrdering(newestFirst)
          .initialValueTemplates([S.initialValueTemplateItem('downloads-for-product', { product })]),
      ),
  )
  if (product === 'studio')
    items.push(
      S.listItem()
        .id('soundpacks')
        .title('Soundpacks')
        .icon(PackageIcon)
        .child(S.documentTypeList('soundpack').title('Soundpacks')),
    )
  return S.listItem()
    .id(product.replace('/', '-'))
    .title(title)
    .child(S.list().id(product.replace('/', '-')).title(title).items(items))
}

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...products.map((product) => productFolder(S, product)),
      S.divider(),
      S.listItem()
        .id('site-wide')
        .title('Site-wide pages')
        .icon(EarthGlobeIcon)
        .child(
          S.documentTypeList('page')
            .title('Site-wide pages')
            .apiVersion(apiVersion)
            .filter('_type == "page" && !defined(product)')
            // A link to any page (search, Presentation) must not open it in this list, which shows
            // only pages of no product: such links go to "All pages".
            .canHandleIntent(() => false),
        ),
      S.listItem()
        .id('licence')
        .title('Licence terms')
        .icon(CogIcon)
        .child(
          S.document().schemaType('licenseModal').documentId('licenseModal_sounds').title('Licence terms'),
        ),
      S.divider(),
      S.documentTypeListItem('page').title('All pages'),
      S.documentTypeListItem('downloads').title('All download releases'),
    ])
