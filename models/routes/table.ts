/**
 * The route table of spec §2 as data. Each row is a path pattern and the content type it shows.
 * Placeholders: `{product}` (one of the row's products; the dj product spans two segments, 'dj/pro'),
 * `{slug}` (a lowercase slug), `{version}` (a version spec §2 lists for that product), `{platform}`
 * (win or mac). Rows are tried in order, so the fixed studio tutorial paths come before the how-to row.
 */
import type { DownloadProduct } from './versions.ts'

/**
 * The 13 page types of spec §3, the downloads screens (list and detail), and the site's own two pages
 * outside spec §2: search and the legal pages (decision 180).
 */
export const contentTypes = [
  'homepage',
  'features',
  'pricing',
  'freeTrial',
  'tutorials',
  'howTo',
  'downloads',
  'campaign',
  'careers',
  'sounds',
  'soundpack',
  'musicProduction',
  'producerSuite',
  'producerSuiteDownloads',
  'search',
  'legal',
] as const
export type ContentType = (typeof contentTypes)[number]

export const platforms = ['win', 'mac'] as const
export type Platform = (typeof platforms)[number]

/** Products named by route segment (spec §2). */
export const featureProducts = ['studio', 'sample', 'hex-fx', 'dj/pro'] as const
export const downloadProducts: ReadonlyArray<DownloadProduct> = ['studio', 'sample', 'hex-fx']
/** hex-fx has no tutorials (spec §2). */
export const tutorialProducts = ['studio', 'sample'] as const
/** The two fixed studio paths that reuse the tutorials list screen. */
export const fixedStudioTutorials = ['how-to-make-a-remix', 'how-to-make-a-beat'] as const

export interface RouteRow {
  readonly pattern: string
  readonly contentType: ContentType
  /** Values `{product}` may take; when the pattern has no `{product}`, the product it implies. */
  readonly products?: ReadonlyArray<string>
  /** A fixed slug the row implies (fixed tutorial paths). */
  readonly slug?: string
}

/** The rows of spec §2: the contract. */
export const specRouteTable: ReadonlyArray<RouteRow> = [
  { pattern: '/', contentType: 'homepage' },
  { pattern: '/careers', contentType: 'careers' },
  { pattern: '/campaign/{slug}', contentType: 'campaign' },
  { pattern: '/music-production', contentType: 'musicProduction' },
  { pattern: '/music-production/producer-suite', contentType: 'producerSuite' },
  { pattern: '/music-production/producer-suite/downloads', contentType: 'producerSuiteDownloads' },
  { pattern: '/studio/sounds', contentType: 'sounds', products: ['studio'] },
  { pattern: '/studio/sounds/{slug}', contentType: 'soundpack', products: ['studio'] },
  ...fixedStudioTutorials.map(
    (slug): RouteRow => ({
      pattern: `/studio/tutorials/${slug}`,
      contentType: 'tutorials',
      products: ['studio'],
      slug,
    }),
  ),
  { pattern: '/{product}', contentType: 'features', products: featureProducts },
  { pattern: '/{product}/pricing', contentType: 'pricing', products: downloadProducts },
  { pattern: '/{product}/free-trial', contentType: 'freeTrial', products: downloadProducts },
  { pattern: '/{product}/tutorials', contentType: 'tutorials', products: tutorialProducts },
  { pattern: '/{product}/tutorials/{slug}', contentType: 'howTo', products: tutorialProducts },
  { pattern: '/{product}/downloads', contentType: 'downloads', products: downloadProducts },
  { pattern: '/{product}/downloads/{platform}', contentType: 'downloads', products: downloadProducts },
  { pattern: '/{product}/downloads/{version}', contentType: 'downloads', products: downloadProducts },
  {
    pattern: '/{product}/downloads/{version}/{platform}',
    contentType: 'downloads',
    products: downloadProducts,
  },
]

/**
 * The site's own rows, outside spec §2 (decision 180): site search and the legal pages the footer
 * links to. Neither segment is a product, so no path of spec §2 changes meaning.
 */
export const siteRouteTable: ReadonlyArray<RouteRow> = [
  { pattern: '/search', contentType: 'search' },
  { pattern: '/legal/{slug}', contentType: 'legal' },
]

export const routeTable: ReadonlyArray<RouteRow> = [...specRouteTable, ...siteRouteTable]
