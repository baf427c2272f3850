/**
 * Title, description, Open Graph image and JSON-LD of a page, computed on the server from its
 * documents (so none of this reaches the browser bundle). Spec §3 ogImage carries altText.
 */
import { type ContentCdn, imageDimensions, imageUrl } from '../../models/content/imageUrl.ts'
import type { DownloadsDocument, PageDocument } from '../../models/content/index.ts'
import { formatVersion } from '../../models/content/semver.ts'
import type { ResolvedPath } from '../../models/routes/resolve.ts'
import { siteName } from '../../models/site.ts'
import type { Crumb, JsonObject, SeoData } from '../shell/types.ts'
import { productName } from '../views/names.ts'

function absolute(base: string, path: string): string {
  return `${base}${path === '/' ? '/' : path}`
}

function ogImageOf(cdn: ContentCdn, page: PageDocument): SeoData['ogImage'] {
  const image = page.ogImage
  const dims = image && imageDimensions(image)
  const url = image && imageUrl(cdn, image, { width: 1200, height: 630, fit: 'crop', format: 'jpg' })
  if (!image || !dims || !url) return undefined
  return { url, alt: image.altText, width: 1200, height: 630 }
}

function breadcrumbList(base: string, crumbs: ReadonlyArray<Crumb>): JsonObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absolute(base, c.path),
    })),
  }
}

function organization(base: string): JsonObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteName,
    url: absolute(base, '/'),
    logo: absolute(base, '/favicon.svg'),
  }
}

function softwareApplication(
  base: string,
  page: { title: string; description: string; path: string },
  product: string,
  version?: string,
): JsonObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: `${siteName} ${productName(product)}`,
    description: page.description,
    url: absolute(base, page.path),
    applicationCategory: 'MultimediaApplication',
    operatingSystem: 'Windows, macOS',
    ...(version ? { softwareVersion: version } : {}),
    publisher: { '@type': 'Organization', name: siteName },
  }
}

export function pageSeo(
  base: string,
  path: string,
  resolved: ResolvedPath,
  page: PageDocument,
  cdn: ContentCdn,
  crumbs: ReadonlyArray<Crumb>,
): SeoData {
  const description = page.description ?? `${page.title} — ${siteName}`
  const ogImage = ogImageOf(cdn, page)
  const jsonLd: JsonObject[] = []
  if (resolved.contentType === 'homepage') jsonLd.push(organization(base))
  if (resolved.contentType === 'features' && resolved.product)
    jsonLd.push(softwareApplication(base, { title: page.title, description, path }, resolved.product))
  if (resolved.contentType === 'howTo')
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: page.title,
      description,
      dateModified: page._updatedAt,
      mainEntityOfPage: absolute(base, path),
      ...(ogImage ? { image: ogImage.url } : {}),
      publisher: { '@type': 'Organization', name: siteName },
    })
  jsonLd.push(breadcrumbList(base, crumbs))
  return {
    title: resolved.contentType === 'homepage' ? page.title : `${page.title} | ${siteName}`,
    description,
    canonical: absolute(base, path),
    ...(ogImage ? { ogImage } : {}),
    ogType: resolved.contentType === 'howTo' ? 'article' : 'website',
    jsonLd,
  }
}

export function downloadsSeo(
  base: string,
  path: string,
  resolved: ResolvedPath,
  latest: DownloadsDocument | undefined,
  crumbs: ReadonlyArray<Crumb>,
): SeoData {
  const name = `${siteName} ${productName(resolved.product ?? '')}`
  const platform =
    resolved.platform === 'win' ? ' for Windows' : resolved.platform === 'mac' ? ' for macOS' : ''
  const title = resolved.version
    ? `Download ${name} ${resolved.version}${platform}`
    : `Download ${name}${platform}`
  const description = resolved.version
    ? `Installer, release notes and system requirements of ${name} ${resolved.version}${platform}.`
    : `Every ${name} installer${platform}, latest first${latest ? `: ${formatVersion(latest.semanticVersion)} is the newest` : ''}.`
  return {
    title: `${title} | ${siteName}`,
    description,
    canonical: absolute(base, path),
    ogType: 'website',
    jsonLd: [
      softwareApplication(
        base,
        { title, description, path },
        resolved.product ?? '',
        resolved.version ?? (latest ? formatVersion(latest.semanticVersion) : undefined),
      ),
      breadcrumbList(base, crumbs),
    ],
  }
}

/** The route head (meta and links) of a page, built here so the browser only copies it. */
export function headOf(seo: SeoData): { meta: ReadonlyArray<JsonObject>; links: ReadonlyArray<JsonObject> } {
  const og = seo.ogImage
  return {
    meta: [
      { title: seo.title },
      { name: 'description', content: seo.description },
      { property: 'og:type', content: seo.ogType },
      { property: 'og:title', content: seo.title },
      { property: 'og:description', content: seo.description },
      { property: 'og:url', content: seo.canonical },
      ...(og
        ? [
            { property: 'og:image', content: og.url },
            { property: 'og:image:alt', content: og.alt },
            { property: 'og:image:width', content: String(og.width) },
            { property: 'og:image:height', content: String(og.height) },
            { name: 'twitter:card', content: 'summary_large_image' },
          ]
        : []),
      // The router renders 'script:ld+json' entries as JSON-LD scripts.
      ...seo.jsonLd.map((data) => ({ 'script:ld+json': data })),
    ],
    links: [{ rel: 'canonical', href: seo.canonical }],
  }
}
