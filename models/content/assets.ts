/** Schemas of image and file fields and the references inside them (refs parsed in assetRefs.ts). */
import { Schema } from 'effect'

export const Reference = Schema.Struct({
  _type: Schema.optionalKey(Schema.Literal('reference')),
  _ref: Schema.String,
  _weak: Schema.optionalKey(Schema.Boolean),
})

/** Crop as fractions cut from each edge (0..1). */
export const Crop = Schema.Struct({
  top: Schema.Number,
  bottom: Schema.Number,
  left: Schema.Number,
  right: Schema.Number,
})

/** Hotspot centre and size as fractions of the image (0..1). */
export const Hotspot = Schema.Struct({
  x: Schema.Number,
  y: Schema.Number,
  width: Schema.Number,
  height: Schema.Number,
})

/**
 * An image field. Width, height and format live in the asset reference (`imageDimensions` in
 * imageUrl.ts); `altText` is required, an empty string marks a decorative image.
 */
export const SanityImage = Schema.Struct({
  _type: Schema.optionalKey(Schema.String),
  _key: Schema.optionalKey(Schema.String),
  asset: Reference,
  altText: Schema.String,
  caption: Schema.optionalKey(Schema.String),
  crop: Schema.optionalKey(Crop),
  hotspot: Schema.optionalKey(Hotspot),
})
export type SanityImage = typeof SanityImage.Type

/** A file field (audio previews, uploaded video, installers). */
export const SanityFile = Schema.Struct({
  _type: Schema.optionalKey(Schema.String),
  asset: Reference,
})
export type SanityFile = typeof SanityFile.Type
