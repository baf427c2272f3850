/**
 * Where a link goes: the site path of a dereferenced document, and the http(s)-only rule for external
 * URLs (spec §5). Browser-safe (no Effect).
 */
import { downloadPath, downloadProducts, isPageType, pagePath } from './paths.ts'
import { formatVersion } from './semver.ts'

/** What the query projects from a referenced document: just enough to compute its path. */
export interface LinkTargetFields {
  readonly _type: string
  readonly contentType?: string | undefined
  readonly product?: string | undefined
  readonly slug?: string | undefined
  readonly semanticVersion?:
    | { readonly majorVersion: number; readonly minorVersion: number; readonly patchVersion: number }
    | undefined
}

/** The site path of a dereferenced document, or undefined when it has none (rendered as plain text). */
export function targetPath(target: LinkTargetFields | undefined): string | undefined {
  if (!target) return undefined
  if (target._type === 'downloads' && target.product && target.semanticVersion) {
    // The dj product has no downloads paths in spec §2: its installers are a section of its page (decision 180).
    if (!(downloadProducts as ReadonlyArray<string>).includes(target.product))
      return `/${target.product}#download`
    return downloadPath(target.product, formatVersion(target.semanticVersion))
  }
  if (target._type === 'soundpack' && target.slug) return `/studio/sounds/${target.slug}`
  if (target._type === 'page' && isPageType(target.contentType))
    return pagePath({ contentType: target.contentType, slug: target.slug, product: target.product })
  return undefined
}

/** Only http and https leave the site (spec §5); anything else gives undefined (not rendered). */
export function safeExternalUrl(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const { protocol } = new URL(url)
    return protocol === 'http:' || protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}
