/** Soundpack and license-modal documents: referenced by sounds card containers, loaded on every page. */
import { Schema } from 'effect'
import { SanityFile, SanityImage } from './assets.ts'
import { PortableText } from './portableText.ts'

export const Soundpack = Schema.Struct({
  _id: Schema.String,
  _type: Schema.Literal('soundpack'),
  _updatedAt: Schema.optionalKey(Schema.String),
  title: Schema.String,
  slug: Schema.Struct({ current: Schema.String }),
  product: Schema.optionalKey(Schema.String),
  summary: Schema.String,
  coverImage: SanityImage,
  genres: Schema.Array(Schema.String),
  sampleCount: Schema.Number,
  bpmRange: Schema.optionalKey(Schema.Struct({ min: Schema.Number, max: Schema.Number })),
  /** Short loop played on the card. */
  previewAudio: Schema.optionalKey(SanityFile),
  /** Free for subscribers when absent. */
  priceUsd: Schema.optionalKey(Schema.Number),
})
export type Soundpack = typeof Soundpack.Type

/** The licence terms shown in a modal before a soundpack download. */
export const LicenseModal = Schema.Struct({
  _id: Schema.String,
  _type: Schema.Literal('licenseModal'),
  title: Schema.String,
  body: PortableText,
  acceptLabel: Schema.String,
  declineLabel: Schema.String,
})
export type LicenseModal = typeof LicenseModal.Type
