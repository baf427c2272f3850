/**
 * The Presentation tool's map between documents and site pages. `mainDocuments` says which page
 * document a site address shows (built from the site's route table, so it follows new routes);
 * `locations` lists the addresses where a document appears, shown above the document form.
 */
import type { DocumentLocationResolvers, DocumentResolver } from 'sanity/presentation'
import { type PageType, pagePath } from '../models/content/paths.ts'
import { routeTable } from '../models/routes/table.ts'

/** One route per page-table row and product; `dj/pro` spans two segments, so products are written out. */
export const mainDocuments: DocumentResolver[] = routeTable
  .filter((row) => row.contentType !== 'downloads')
  .flatMap((row) => {
    const productChoices = row.pattern.includes('{product}') ? (row.products ?? []) : [row.products?.[0]]
    return productChoices.map((product): DocumentResolver => {
      const route = row.pattern.replace('{product}', product ?? '').replace('{slug}', ':slug')
      const conditions = ['_type == "page"', `contentType == "${row.contentType}"`]
      if (product) conditions.push(`product == "${product}"`)
      if (row.slug) conditions.push(`slug.current == "${row.slug}"`)
      else if (row.pattern.includes('{slug}')) conditions.push('slug.current == $slug')
      else conditions.push('!defined(slug.current)')
      return { route, filter: conditions.join(' && ') }
    })
  })

interface PageSelection {
  title?: string
  contentType?: PageType
  product?: string
  slug?: string
}

interface ReleaseSelection {
  product?: string
  major?: number
  minor?: number
  patch?: number
}

export const locations: DocumentLocationResolvers = {
  page: {
    select: { title: 'title', contentType: 'contentType', product: 'product', slug: 'slug.current' },
    resolve: (value) => {
      const doc = value as PageSelection | null
      const href =
        doc?.contentType && pagePath({ contentType: doc.contentType, product: doc.product, slug: doc.slug })
      return href
        ? { locations: [{ title: doc?.title ?? href, href }] }
        : {
            message: 'This page has no address on the site yet: choose its type, product and slug',
            tone: 'caution',
          }
    },
  },
  downloads: {
    select: {
      product: 'product',
      major: 'semanticVersion.majorVersion',
      minor: 'semanticVersion.minorVersion',
      patch: 'semanticVersion.patchVersion',
    },
    resolve: (value) => {
      const doc = value as ReleaseSelection | null
      if (!doc?.product) return null
      const version = `${doc.major}.${doc.minor}.${doc.patch}`
      return {
        locations: [
          { title: `Release ${version}`, href: `/${doc.product}/downloads/${version}` },
          { title: 'All releases', href: `/${doc.product}/downloads` },
        ],
      }
    },
  },
  soundpack: {
    select: { title: 'title', slug: 'slug.current' },
    resolve: (value) => {
      const doc = value as { title?: string; slug?: string } | null
      return {
        locations: [
          ...(doc?.slug ? [{ title: doc.title ?? doc.slug, href: `/studio/sounds/${doc.slug}` }] : []),
          { title: 'Sounds library', href: '/studio/sounds' },
        ],
      }
    },
  },
  licenseModal: {
    select: {},
    resolve: () => ({ locations: [{ title: 'Sounds library (before a download)', href: '/studio/sounds' }] }),
  },
}
