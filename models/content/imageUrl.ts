/**
 * URLs for images and files on the content CDN, for views (runs in the browser: no Effect, no
 * @sanity/client). Images go through @sanity/image-url, which turns crop and hotspot into the `rect`
 * and focal point of the CDN's URL API. An asset reference that does not match its pattern gives
 * `undefined` (render nothing) instead of the exception @sanity/image-url would throw.
 */
import { createImageUrlBuilder, type FitMode, type ImageFormat } from '@sanity/image-url'
import { parseFileRef, parseImageRef } from './assetRefs.ts'

/** Public CDN coordinates; the server passes them to the view (`ContentService.cdn`). */
export interface ContentCdn {
  /** SANITY_CDN_URL, e.g. https://cdn.sanity.io or the stand-in's URL. */
  readonly baseUrl: string
  readonly projectId: string
  readonly dataset: string
}

/** Structural view of an image field, so callers need not import the Effect schema types. */
export interface ImageSource {
  readonly asset: { readonly _ref: string }
  readonly crop?: { top: number; bottom: number; left: number; right: number } | undefined
  readonly hotspot?: { x: number; y: number; width: number; height: number } | undefined
}

export interface ImageUrlOptions {
  readonly width?: number
  readonly height?: number
  readonly format?: ImageFormat
  readonly quality?: number
  readonly dpr?: number
  readonly fit?: FitMode
}

/**
 * The CDN URL of an image field, honouring its crop and hotspot; undefined when its asset reference
 * is not `image-{id}-{w}x{h}-{format}`.
 */
export function imageUrl(
  cdn: ContentCdn,
  image: ImageSource,
  options: ImageUrlOptions = {},
): string | undefined {
  const key = keyOf(cdn, image, options)
  const known = built.get(key)
  if (known !== undefined) return known ?? undefined
  const url = buildUrl(cdn, image, options)
  // A page asks for the same ~23 URLs on every render: remembered, bounded, oldest out first.
  if (built.size >= rememberedUrls) built.delete(built.keys().next().value as string)
  built.set(key, url ?? null)
  return url
}

/**
 * URLs already built (docs/decisions/203): building one through @sanity/image-url was 5% of a
 * content page's render. The key holds every input the URL depends on, so a hit is the same URL.
 */
const built = new Map<string, string | null>()
const rememberedUrls = 4096

const keyOf = (cdn: ContentCdn, image: ImageSource, o: ImageUrlOptions): string => {
  const { crop: c, hotspot: h } = image
  return `${cdn.baseUrl}|${cdn.projectId}|${cdn.dataset}|${image.asset?._ref}|${c ? `${c.top},${c.bottom},${c.left},${c.right}` : ''}|${h ? `${h.x},${h.y},${h.width},${h.height}` : ''}|${o.width}|${o.height}|${o.format}|${o.quality}|${o.dpr}|${o.fit}`
}

/** `imageUrl` without remembering (exported for the test that holds the two equal). */
export function buildUrl(cdn: ContentCdn, image: ImageSource, options: ImageUrlOptions): string | undefined {
  if (!parseImageRef(image.asset?._ref).ok) return undefined
  let builder = createImageUrlBuilder(cdn).image({
    asset: { _ref: image.asset._ref },
    ...(image.crop ? { crop: image.crop } : {}),
    ...(image.hotspot ? { hotspot: image.hotspot } : {}),
  })
  if (options.width) builder = builder.width(options.width)
  if (options.height) builder = builder.height(options.height)
  if (options.format) builder = builder.format(options.format)
  if (options.quality) builder = builder.quality(options.quality)
  if (options.dpr) builder = builder.dpr(options.dpr)
  if (options.fit) builder = builder.fit(options.fit)
  return builder.url()
}

/** `srcset` for widths that do not exceed the original (no upscaling); '' for a bad reference. */
export function imageSrcSet(
  cdn: ContentCdn,
  image: ImageSource,
  widths: ReadonlyArray<number>,
  options: Omit<ImageUrlOptions, 'width'> = {},
): string {
  const parsed = parseImageRef(image.asset?._ref)
  if (!parsed.ok) return ''
  const usable = widths.filter((w) => w <= parsed.value.width)
  return (usable.length ? usable : [parsed.value.width])
    .map((w) => `${imageUrl(cdn, image, { ...options, width: w })} ${w}w`)
    .join(', ')
}

/** Width, height and aspect ratio from the asset reference (for `width`/`height` attributes). */
export function imageDimensions(
  image: ImageSource,
): { width: number; height: number; aspectRatio: number } | undefined {
  const parsed = parseImageRef(image.asset?._ref)
  if (!parsed.ok) return undefined
  const { width, height } = parsed.value
  return { width, height, aspectRatio: width / height }
}

/** `{baseUrl}/files/{projectId}/{dataset}/{id}.{ext}`; undefined when the reference is not a file ref. */
export function fileUrl(
  cdn: ContentCdn,
  file: { readonly asset: { readonly _ref: string } },
): string | undefined {
  const parsed = parseFileRef(file.asset?._ref)
  if (!parsed.ok) return undefined
  const base = cdn.baseUrl.replace(/\/+$/, '')
  return `${base}/files/${cdn.projectId}/${cdn.dataset}/${parsed.value.id}.${parsed.value.ext}`
}
