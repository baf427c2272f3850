/**
 * Path → what the page shell shows. Pure and total: any string (broken percent-encoding, `..`, `//`,
 * unicode, megabytes) gives either a resolution or `undefined` (not found); it never throws.
 */
import { type ContentType, type Platform, platforms, type RouteRow, routeTable } from './table.ts'
import { isKnownVersion } from './versions.ts'

export interface ResolvedPath {
  readonly contentType: ContentType
  readonly slug?: string
  readonly product?: string
  readonly version?: string
  readonly platform?: Platform
}

/** Longer paths are never in the table; refusing them early bounds the work per request. */
export const maxPathLength = 512
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const maxSlugLength = 96

export function isSlug(value: string): boolean {
  return value.length <= maxSlugLength && slugPattern.test(value)
}

function isPlatform(value: string): value is Platform {
  return (platforms as ReadonlyArray<string>).includes(value)
}

type Captures = { product?: string; slug?: string; version?: string; platform?: Platform }

/** Matches one pattern segment, recording what a placeholder captured. */
function matchSegment(pattern: string, segment: string, captures: Captures): boolean {
  switch (pattern) {
    case '{slug}':
      captures.slug = segment
      return isSlug(segment)
    case '{platform}':
      captures.platform = segment as Platform
      return isPlatform(segment)
    case '{version}':
      captures.version = segment
      return isKnownVersion(captures.product ?? '', segment)
    default:
      return pattern === segment
  }
}

function matchRow(row: RouteRow, segments: ReadonlyArray<string>): Captures | undefined {
  const patternSegments = row.pattern === '/' ? [] : row.pattern.slice(1).split('/')
  const productChoices = patternSegments.includes('{product}') ? (row.products ?? []) : [undefined]
  for (const product of productChoices) {
    // The dj product's value spans two segments ('dj/pro'), so the pattern is expanded per product.
    const expanded = patternSegments.flatMap((s) => (s === '{product}' ? (product ?? '').split('/') : [s]))
    if (expanded.length !== segments.length) continue
    const captures: Captures = product ? { product } : {}
    if (expanded.every((pattern, i) => matchSegment(pattern, segments[i] ?? '', captures))) return captures
  }
  return undefined
}

/** The route-table row a path matches, as data; `undefined` means 404 'Page Not Found'. */
export function resolvePath(input: string): ResolvedPath | undefined {
  if (typeof input !== 'string') return undefined
  const path = input.split(/[?#]/, 1)[0] ?? ''
  if (!path.startsWith('/') || path.length > maxPathLength) return undefined
  const segments = path === '/' ? [] : path.slice(1).split('/')
  for (const row of routeTable) {
    const captures = matchRow(row, segments)
    if (!captures) continue
    const product = captures.product ?? row.products?.[0]
    const slug = captures.slug ?? row.slug
    return {
      contentType: row.contentType,
      ...(product ? { product } : {}),
      ...(slug ? { slug } : {}),
      ...(captures.version ? { version: captures.version } : {}),
      ...(captures.platform ? { platform: captures.platform } : {}),
    }
  }
  return undefined
}

/** The canonical path of a resolution (inverse of resolvePath for every table row). */
export function pathOf(resolved: ResolvedPath): string {
  const { contentType, product, slug, version, platform } = resolved
  const row = routeTable.find(
    (r) =>
      r.contentType === contentType &&
      (r.slug === undefined || r.slug === slug) &&
      (r.pattern.includes('{slug}') || r.slug !== undefined) === (slug !== undefined) &&
      r.pattern.includes('{version}') === (version !== undefined) &&
      r.pattern.includes('{platform}') === (platform !== undefined) &&
      (!r.pattern.includes('{product}') || (product !== undefined && r.products?.includes(product))),
  )
  if (!row) return '/'
  return row.pattern
    .replace('{product}', product ?? '')
    .replace('{slug}', slug ?? '')
    .replace('{version}', version ?? '')
    .replace('{platform}', platform ?? '')
}
