/**
 * The downloads document: one per product and version (spec §2 lists the versions). The card is what
 * the downloads list shows; the release holds notes, system requirements and installers per platform.
 */
import { Schema } from 'effect'
import { SanityFile, SanityImage } from './assets.ts'
import { footerVariants } from './choices.ts'
import { PortableText } from './portableText.ts'

export const SemanticVersionSchema = Schema.Struct({
  majorVersion: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)),
  minorVersion: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)),
  patchVersion: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)),
})

export { footerVariants }

export const SoftwareDownloadCard = Schema.Struct({
  image: SanityImage,
  headline: Schema.optionalKey(Schema.String),
  footers: Schema.Array(
    Schema.Struct({ _key: Schema.String, variant: Schema.Literals(footerVariants), body: PortableText }),
  ),
})

export const SystemRequirements = Schema.Struct({
  os: Schema.String,
  cpu: Schema.String,
  ramGb: Schema.Number,
  diskGb: Schema.Number,
  notes: Schema.optionalKey(Schema.String),
})
export type SystemRequirements = typeof SystemRequirements.Type

export const Installer = Schema.Struct({
  file: SanityFile,
  fileName: Schema.String,
  sizeBytes: Schema.Number,
  /** SHA-256 of the file, lowercase hex, shown so a visitor can check the download (decision 186). */
  sha256: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^[0-9a-f]{64}$/))),
})
export type Installer = typeof Installer.Type

export const ProductRelease = Schema.Struct({
  releaseDate: Schema.String,
  notes: PortableText,
  systemRequirements: Schema.Struct({ win: SystemRequirements, mac: SystemRequirements }),
  installers: Schema.Struct({ win: Installer, mac: Installer }),
})

export const DownloadsDocument = Schema.Struct({
  _id: Schema.String,
  _type: Schema.Literal('downloads'),
  _updatedAt: Schema.String,
  product: Schema.String,
  semanticVersion: SemanticVersionSchema,
  softwareDownloadCard: SoftwareDownloadCard,
  productRelease: ProductRelease,
})
export type DownloadsDocument = typeof DownloadsDocument.Type

/** A line of a version list: what a page needs to link to a version without its whole release. */
export const DownloadSummary = Schema.Struct({
  _id: Schema.String,
  product: Schema.String,
  semanticVersion: SemanticVersionSchema,
  releaseDate: Schema.String,
})
export type DownloadSummary = typeof DownloadSummary.Type
