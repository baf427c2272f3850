/**
 * Portable Text (Sanity's rich text): blocks of spans with mark definitions. Annotations are
 * `internalLink` (a reference, resolved to `href` at decode time) and `link` (external, http/https
 * only). Unknown annotation or item types are kept loosely so @portabletext/react can skip them.
 */
import { Schema, SchemaGetter } from 'effect'
import { SanityImage } from './assets.ts'
import { LinkTarget } from './links.ts'
import { safeExternalUrl, targetPath } from './linkTargets.ts'

const Span = Schema.Struct({
  _type: Schema.Literal('span'),
  _key: Schema.optionalKey(Schema.String),
  text: Schema.String,
  marks: Schema.optionalKey(Schema.Array(Schema.String)),
})

const InternalLinkMark = Schema.Struct({
  _key: Schema.String,
  _type: Schema.Literal('internalLink'),
  href: Schema.optionalKey(Schema.String),
})

/** As the query returns it: the referenced document projected to a LinkTarget. */
const InternalLinkFromTarget = Schema.Struct({
  _key: Schema.String,
  _type: Schema.Literal('internalLink'),
  target: Schema.optionalKey(LinkTarget),
}).pipe(
  Schema.decodeTo(InternalLinkMark, {
    decode: SchemaGetter.transform((raw) => {
      const href = targetPath(raw.target)
      return { _key: raw._key, _type: 'internalLink' as const, ...(href ? { href } : {}) }
    }),
    encode: SchemaGetter.transform((mark) => ({ _key: mark._key, _type: 'internalLink' as const })),
  }),
)

const ExternalLinkMark = Schema.Struct({
  _key: Schema.String,
  _type: Schema.Literal('link'),
  href: Schema.optionalKey(Schema.String),
  openInNewTab: Schema.optionalKey(Schema.Boolean),
}).pipe(
  Schema.decodeTo(
    Schema.Struct({
      _key: Schema.String,
      _type: Schema.Literal('link'),
      href: Schema.optionalKey(Schema.String),
      openInNewTab: Schema.optionalKey(Schema.Boolean),
    }),
    {
      decode: SchemaGetter.transform((raw) => {
        const { href: stored, ...rest } = raw
        const href = safeExternalUrl(stored)
        return href ? { ...rest, href } : rest
      }),
      encode: SchemaGetter.transform((mark) => mark),
    },
  ),
)

export const MarkDef = Schema.Union([InternalLinkFromTarget, ExternalLinkMark])

export const TextBlock = Schema.Struct({
  _type: Schema.Literal('block'),
  _key: Schema.String,
  style: Schema.optionalKey(Schema.String),
  listItem: Schema.optionalKey(Schema.Literals(['bullet', 'number'])),
  level: Schema.optionalKey(Schema.Number),
  children: Schema.Array(Span),
  markDefs: Schema.optionalKey(Schema.Array(MarkDef)),
})
export type TextBlock = typeof TextBlock.Type

/** An inline image inside rich text. */
export const InlineImage = Schema.Struct({ ...SanityImage.fields, _type: Schema.Literal('image') })

/** Rich text: an array of text blocks and inline images. */
export const PortableText = Schema.Array(Schema.Union([TextBlock, InlineImage]))
export type PortableText = typeof PortableText.Type
