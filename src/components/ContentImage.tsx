/**
 * An image field from the CMS: URL from @sanity/image-url (crop and hotspot honoured), width and
 * height from the asset reference so the layout never shifts, srcset over widths up to the original,
 * alt from the document. Lazy unless `priority` (the first hero image). Bad references render nothing.
 */
import { imageDimensions, imageSrcSet, imageUrl } from '../../models/content/imageUrl.ts'
import type { SanityImage } from '../../models/content/index.ts'
import { useCdn } from '../content/ContentContext.ts'

const widths = [320, 480, 640, 960, 1280, 1600, 1920]

interface Props {
  readonly image: SanityImage
  readonly sizes: string
  /** Crop to this aspect ratio (width / height), around the hotspot. */
  readonly aspect?: number
  readonly priority?: boolean
  readonly className?: string
  /** Largest width the layout ever shows, for the fallback src. */
  readonly maxWidth?: number
}

export function ContentImage({ image, sizes, aspect, priority = false, className, maxWidth = 1280 }: Props) {
  const cdn = useCdn()
  const dims = imageDimensions(image)
  if (!dims) return null
  const width = Math.min(maxWidth, dims.width)
  const height = Math.round(aspect ? width / aspect : width / dims.aspectRatio)
  const options = aspect ? { fit: 'crop' as const, format: 'webp' as const } : { format: 'webp' as const }
  const src = imageUrl(cdn, image, { ...options, width, ...(aspect ? { height } : {}) })
  if (!src) return null
  const srcSet = aspect
    ? widths
        .filter((w) => w <= dims.width)
        .map((w) => `${imageUrl(cdn, image, { ...options, width: w, height: Math.round(w / aspect) })} ${w}w`)
        .join(', ')
    : imageSrcSet(cdn, image, widths, options)
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet || undefined}
      sizes={sizes}
      width={width}
      height={height}
      alt={image.altText}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  )
}
