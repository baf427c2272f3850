/**
 * Content types, products and the site path of a content document: the inverse of the shell's path
 * resolution (spec §2 route table). Used to turn internal-link annotations into hrefs and to list the
 * sitemap. Browser-safe (no Effect).
 */

/**
 * The 13 page types of spec §3, as stored in a page document's `contentType`, and the site's own two:
 * `search` (the /search page's text) and `legal` (/legal/{slug}) (decision 180).
 */
export const pageTypes = [
  'careers',
  'homepage',
  'campaign',
  'sounds',
  'soundpack',
  'tutorials',
  'features',
  'howTo',
  'musicProduction',
  'producerSuite',
  'producerSuiteDownloads',
  'freeTrial',
  'pricing',
  'search',
  'legal',
] as const
export type PageType = (typeof pageTypes)[number]

/** Product values as stored in documents; for the dj product the value spans two path segments. */
export const products = ['studio', 'sample', 'hex-fx', 'dj/pro'] as const
export type Product = (typeof products)[number]

/** Products with installers (spec §2: downloads exist for studio, sample and hex-fx). */
export const downloadProducts = ['studio', 'sample', 'hex-fx'] as const
export type DownloadProduct = (typeof downloadProducts)[number]

export const platforms = ['win', 'mac'] as const
export type Platform = (typeof platforms)[number]

/** What a path resolves to, and what identifies a page document. */
export interface PageAddress {
  readonly contentType: PageType
  readonly slug?: string | undefined
  readonly product?: string | undefined
}

/**
 * The site path of a page document, or undefined when the document lacks what its path needs
 * (a features page without a product, a how-to without a slug): such a link is rendered as text.
 */
export function pagePath(page: PageAddress): string | undefined {
  const { slug, product } = page
  switch (page.contentType) {
    case 'homepage':
      return '/'
    case 'careers':
      return '/careers'
    case 'sounds':
      return '/studio/sounds'
    case 'soundpack':
      return slug ? `/studio/sounds/${slug}` : undefined
    case 'campaign':
      return slug ? `/campaign/${slug}` : undefined
    case 'musicProduction':
      return '/music-production'
    case 'producerSuite':
      return '/music-production/producer-suite'
    case 'producerSuiteDownloads':
      return '/music-production/producer-suite/downloads'
    case 'features':
      return product ? `/${product}` : undefined
    case 'pricing':
      return product ? `/${product}/pricing` : undefined
    case 'freeTrial':
      return product ? `/${product}/free-trial` : undefined
    case 'tutorials':
      // The fixed studio paths (how-to-make-a-remix, …) are tutorials documents with a slug.
      if (!product) return undefined
      return slug ? `/${product}/tutorials/${slug}` : `/${product}/tutorials`
    case 'howTo':
      return product && slug ? `/${product}/tutorials/${slug}` : undefined
    case 'search':
      return '/search'
    case 'legal':
      return slug ? `/legal/${slug}` : undefined
  }
}

/** `/studio/downloads/2.3.1`, optionally with the platform suffix. */
export function downloadPath(product: string, version: string, platform?: Platform): string {
  return `/${product}/downloads/${version}${platform ? `/${platform}` : ''}`
}

export function isPageType(value: unknown): value is PageType {
  return typeof value === 'string' && (pageTypes as ReadonlyArray<string>).includes(value)
}
