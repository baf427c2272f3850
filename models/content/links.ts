/**
 * Links in content: internal links reference documents and are resolved to site paths (the query
 * dereferences the target, decoding turns it into `href`); external links carry an http(s) URL.
 */
import { Schema, SchemaGetter } from 'effect'
import { safeExternalUrl, targetPath } from './linkTargets.ts'

/** What the query projects from a referenced document: just enough to compute its path. */
export const LinkTarget = Schema.Struct({
  _type: Schema.String,
  contentType: Schema.optionalKey(Schema.String),
  product: Schema.optionalKey(Schema.String),
  slug: Schema.optionalKey(Schema.String),
  semanticVersion: Schema.optionalKey(
    Schema.Struct({ majorVersion: Schema.Number, minorVersion: Schema.Number, patchVersion: Schema.Number }),
  ),
})
export type LinkTarget = typeof LinkTarget.Type

const ResolvedLink = Schema.Struct({
  _key: Schema.optionalKey(Schema.String),
  label: Schema.String,
  /** Site path or external URL; absent when the target cannot be resolved. */
  href: Schema.optionalKey(Schema.String),
  external: Schema.Boolean,
})

/** A call-to-action link as stored (`internal` dereferenced by the query) → `{label, href?, external}`. */
export const Cta = Schema.Struct({
  _key: Schema.optionalKey(Schema.String),
  label: Schema.String,
  internal: Schema.optionalKey(LinkTarget),
  external: Schema.optionalKey(Schema.String),
}).pipe(
  Schema.decodeTo(ResolvedLink, {
    decode: SchemaGetter.transform((raw) => {
      const internal = targetPath(raw.internal)
      const href = internal ?? safeExternalUrl(raw.external)
      return {
        ...(raw._key ? { _key: raw._key } : {}),
        label: raw.label,
        ...(href ? { href } : {}),
        external: internal === undefined && href !== undefined,
      }
    }),
    encode: SchemaGetter.transform((link) => ({
      label: link.label,
      ...(link.href ? { external: link.href } : {}),
    })),
  }),
)
export type Cta = typeof Cta.Type
