/**
 * Rules that need more than one field: a page must have an address the site routes to, and each
 * address (content type + slug + product) and each release (product + version) belongs to one
 * document. The address rule uses the site's own route table (models/routes), so the Studio cannot
 * accept a page the site would never show.
 */
import type { SanityClient, ValidationContext } from 'sanity'
import { type PageAddress, type PageType, pagePath } from '../../models/content/paths.ts'
import { resolvePath } from '../../models/routes/resolve.ts'
import { isDownloadProduct, isKnownVersion } from '../../models/routes/versions.ts'

export const pageTypeTitles: Record<PageType, string> = {
  homepage: 'Home page',
  features: 'Product page',
  pricing: 'Pricing',
  freeTrial: 'Free trial',
  tutorials: 'Tutorials',
  howTo: 'How-to article',
  campaign: 'Campaign',
  careers: 'Careers',
  sounds: 'Sounds library',
  soundpack: 'Soundpack page',
  musicProduction: 'Music production',
  producerSuite: 'Producer suite',
  producerSuiteDownloads: 'Producer suite downloads',
  search: 'Search page',
  legal: 'Legal page',
}

/** Why a page document has no address on the site, or undefined when it has one. */
export function pageAddressProblem(page: Partial<PageAddress>): string | undefined {
  if (!page.contentType) return undefined // the required rule on the field says so
  const title = pageTypeTitles[page.contentType] ?? page.contentType
  const path = pagePath(page as PageAddress)
  if (path === undefined) {
    const needs = [
      page.product ? undefined : 'a product',
      page.slug || !['howTo', 'campaign', 'soundpack', 'legal'].includes(page.contentType)
        ? undefined
        : 'a slug',
    ].filter(Boolean)
    return `A ${title} page needs ${needs.join(' and ') || 'a product and a slug'} to have an address on the site`
  }
  const resolved = resolvePath(path)
  if (!resolved || resolved.contentType !== page.contentType)
    return `${path} is not a ${title} address on the site${resolved ? ` (it shows the ${pageTypeTitles[resolved.contentType as PageType] ?? resolved.contentType} page)` : ''}: change the product or slug`
  if ((resolved.slug ?? undefined) !== (page.slug || undefined))
    return `A ${title} page has no slug on the site: remove it`
  if ((resolved.product ?? undefined) !== (page.product || undefined))
    return resolved.product
      ? `The ${title} page at ${path} belongs to the product ${resolved.product}`
      : `A ${title} page has no product on the site: remove it`
  return undefined
}

/** The published id of any document id (drafts.x, versions.<release>.x → x). */
export function publishedId(id: string): string {
  if (id.startsWith('drafts.')) return id.slice('drafts.'.length)
  if (id.startsWith('versions.')) return id.split('.').slice(2).join('.')
  return id
}

const apiVersion = '2025-02-19'

function clientOf(context: ValidationContext): SanityClient {
  return context.getClient({ apiVersion }).withConfig({ perspective: 'raw' })
}

/** Ids of the same document in every state (published, draft), to leave out of a uniqueness count. */
function sameDocument(context: ValidationContext): { published: string; draft: string } | undefined {
  const id = context.document?._id
  if (!id) return undefined
  const published = publishedId(id)
  return { published, draft: `drafts.${published}` }
}

/** Another page (or its draft) with the same content type, slug and product, if any: its title. */
export async function duplicatePage(
  page: Partial<PageAddress>,
  context: ValidationContext,
): Promise<string | undefined> {
  const self = sameDocument(context)
  if (!self || !page.contentType) return undefined
  const other = await clientOf(context).fetch<string | null>(
    `*[_type == "page" && contentType == $contentType
      && ((defined($slug) && slug.current == $slug) || (!defined($slug) && !defined(slug.current)))
      && ((defined($product) && product == $product) || (!defined($product) && !defined(product)))
      && !(_id in [$published, $draft]) && !(_id in path("versions.**"))][0].title`,
    { contentType: page.contentType, slug: page.slug ?? null, product: page.product ?? null, ...self },
  )
  return other ?? undefined
}

export interface VersionValue {
  readonly majorVersion?: number
  readonly minorVersion?: number
  readonly patchVersion?: number
}

/** Another downloads document (or draft) of the same product and version, if any. */
export async function duplicateRelease(
  product: string,
  version: Required<VersionValue>,
  context: ValidationContext,
): Promise<boolean> {
  const self = sameDocument(context)
  if (!self) return false
  const count = await clientOf(context).fetch<number>(
    `count(*[_type == "downloads" && product == $product && semanticVersion.majorVersion == $major
      && semanticVersion.minorVersion == $minor && semanticVersion.patchVersion == $patch
      && !(_id in [$published, $draft]) && !(_id in path("versions.**"))])`,
    {
      product,
      major: version.majorVersion,
      minor: version.minorVersion,
      patch: version.patchVersion,
      ...self,
    },
  )
  return count > 0
}

/**
 * True when the site has a detail page for this version (its route table lists the versions), or the
 * product has no detail pages at all (the dj product's releases are a section of /dj/pro).
 */
export function siteKnowsVersion(product: string, version: Required<VersionValue>): boolean {
  if (!isDownloadProduct(product)) return true
  return isKnownVersion(product, `${version.majorVersion}.${version.minorVersion}.${version.patchVersion}`)
}
