/** Soundpack and license-modal documents: referenced by sounds card containers, loaded on every page. */
import { Schema } from 'effect'
import { SanityFile, SanityImage } from './assets.ts'
import { soundKinds } from './choices.ts'
import { PortableText } from './portableText.ts'

/** One sound of a pack's contents, with its own clip (decision 184). */
export const SoundpackItem = Schema.Struct({
  _key: Schema.String,
  title: Schema.String,
  kind: Schema.optionalKey(Schema.Literals(soundKinds)),
  bpm: Schema.optionalKey(Schema.Number),
  musicalKey: Schema.optionalKey(Schema.String),
  clip: SanityFile,
  durationSeconds: Schema.Number,
  /** Peak levels 0–100, evenly spaced over the clip, for the player's waveform (computed on upload). */
  waveform: Schema.optionalKey(Schema.Array(Schema.Number)),
})
export type SoundpackItem = typeof SoundpackItem.Type

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
  /** What is inside, one clip per sound. */
  contents: Schema.optionalKey(Schema.Array(SoundpackItem)),
  /** The whole pack as one archive. */
  download: Schema.optionalKey(
    Schema.Struct({ file: SanityFile, fileName: Schema.String, sizeBytes: Schema.Number }),
  ),
  /** Terms the visitor agrees to before the download (dereferenced licence-modal document). */
  licence: Schema.optionalKey(LicenseModal),
})
export type Soundpack = typeof Soundpack.Type
