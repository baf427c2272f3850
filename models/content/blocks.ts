/**
 * The block types of spec §3, as they appear in a section's `subSections` after the page query's
 * expansions (references dereferenced, internal links resolved). Decoding is tolerant: a block whose
 * type is unknown, or whose fields do not decode, becomes an `unknownBlock` carrying its original
 * type, so one bad block never takes the page down (the view logs a warning and renders nothing).
 */
import { Schema, SchemaGetter } from 'effect'
import { SanityFile, SanityImage } from './assets.ts'
import { galleryColumns, heroThemes, imagePositions } from './choices.ts'
import { Cta } from './links.ts'
import { PortableText } from './portableText.ts'
import { LicenseModal, Soundpack } from './soundpack.ts'

const base = { _key: Schema.String }
const opt = Schema.optionalKey

export const Accordion = Schema.Struct({
  ...base,
  _type: Schema.Literal('accordion'),
  heading: opt(Schema.String),
  items: Schema.Array(Schema.Struct({ _key: Schema.String, question: Schema.String, answer: PortableText })),
})

export const AudioPreviewContainer = Schema.Struct({
  ...base,
  _type: Schema.Literal('audioPreviewContainer'),
  heading: opt(Schema.String),
  previews: Schema.Array(
    Schema.Struct({
      _key: Schema.String,
      title: Schema.String,
      audio: SanityFile,
      bpm: opt(Schema.Number),
      musicalKey: opt(Schema.String),
      durationSeconds: opt(Schema.Number),
      artwork: opt(SanityImage),
    }),
  ),
})

export const BasicContentBlock = Schema.Struct({
  ...base,
  _type: Schema.Literal('basicContentBlock'),
  eyebrow: opt(Schema.String),
  heading: opt(Schema.String),
  body: PortableText,
  image: opt(SanityImage),
  imagePosition: opt(Schema.Literals(imagePositions)),
  ctas: opt(Schema.Array(Cta)),
})

export const FeatureCards = Schema.Struct({
  ...base,
  _type: Schema.Literal('featureCards'),
  heading: opt(Schema.String),
  cards: Schema.Array(
    Schema.Struct({
      _key: Schema.String,
      title: Schema.String,
      body: PortableText,
      icon: opt(SanityImage),
      cta: opt(Cta),
    }),
  ),
})

export const HeroBlock = Schema.Struct({
  ...base,
  _type: Schema.Literal('heroBlock'),
  eyebrow: opt(Schema.String),
  heading: Schema.String,
  subheading: opt(Schema.String),
  backgroundImage: SanityImage,
  ctas: opt(Schema.Array(Cta)),
  theme: opt(Schema.Literals(heroThemes)),
})

export const ImageCarousel = Schema.Struct({
  ...base,
  _type: Schema.Literal('imageCarousel'),
  heading: opt(Schema.String),
  images: Schema.Array(SanityImage),
})

export const Gallery = Schema.Struct({
  ...base,
  _type: Schema.Literal('gallery'),
  heading: opt(Schema.String),
  columns: opt(Schema.Literals(galleryColumns)),
  images: Schema.Array(SanityImage),
})

export const QuoteBlock = Schema.Struct({
  ...base,
  _type: Schema.Literal('quoteBlock'),
  quote: Schema.String,
  author: Schema.String,
  role: opt(Schema.String),
  avatar: opt(SanityImage),
})

export const Slideshow = Schema.Struct({
  ...base,
  _type: Schema.Literal('slideshow'),
  heading: opt(Schema.String),
  autoplaySeconds: opt(Schema.Number),
  slides: Schema.Array(
    Schema.Struct({
      _key: Schema.String,
      heading: Schema.String,
      body: opt(PortableText),
      image: SanityImage,
      cta: opt(Cta),
    }),
  ),
})

export const SoundsCardContainer = Schema.Struct({
  ...base,
  _type: Schema.Literal('soundsCardContainer'),
  heading: opt(Schema.String),
  /** Dereferenced soundpack documents (missing references are dropped). */
  soundpacks: Schema.Array(Soundpack),
  /** Dereferenced license-modal document. */
  licenseModal: opt(LicenseModal),
})

/** One rendition of a video for a device size: a poster always, a source when there is one. */
export const VideoMedia = Schema.Struct({
  poster: SanityImage,
  /** An uploaded video file (real Sanity) … */
  file: opt(SanityFile),
  /** … or an http(s) URL (seed: see docs/decisions/017). */
  url: opt(Schema.String),
  mimeType: opt(Schema.String),
})
export type VideoMedia = typeof VideoMedia.Type

export const VideoBlock = Schema.Struct({
  ...base,
  _type: Schema.Literal('videoBlock'),
  heading: opt(Schema.String),
  caption: opt(Schema.String),
  /** Per device size; `desktop` is the fallback for the others. */
  media: Schema.Struct({ mobile: opt(VideoMedia), tablet: opt(VideoMedia), desktop: VideoMedia }),
  /** HTML media attributes the editor chose. */
  mediaTags: Schema.Struct({
    autoplay: Schema.Boolean,
    loop: Schema.Boolean,
    muted: Schema.Boolean,
    controls: Schema.Boolean,
    playsInline: Schema.Boolean,
  }),
})

export const ProductCards = Schema.Struct({
  ...base,
  _type: Schema.Literal('productCards'),
  heading: opt(Schema.String),
  cards: Schema.Array(
    Schema.Struct({
      _key: Schema.String,
      product: Schema.String,
      title: Schema.String,
      body: PortableText,
      image: SanityImage,
      priceLabel: opt(Schema.String),
      badge: opt(Schema.String),
      ctas: opt(Schema.Array(Cta)),
    }),
  ),
})

export const StepCardList = Schema.Struct({
  ...base,
  _type: Schema.Literal('stepCardList'),
  heading: opt(Schema.String),
  steps: Schema.Array(
    Schema.Struct({ _key: Schema.String, title: Schema.String, body: PortableText, image: opt(SanityImage) }),
  ),
})

export const UnknownBlock = Schema.Struct({
  _key: Schema.String,
  _type: Schema.Literal('unknownBlock'),
  /** The `_type` the CMS sent. */
  originalType: Schema.String,
})

const UnknownBlockFromAny = Schema.Struct({
  _type: Schema.String,
  _key: opt(Schema.String),
}).pipe(
  Schema.decodeTo(UnknownBlock, {
    decode: SchemaGetter.transform((raw) => ({
      _key: raw._key ?? '',
      _type: 'unknownBlock' as const,
      originalType: raw._type,
    })),
    encode: SchemaGetter.transform((block) => ({ _type: block.originalType, _key: block._key })),
  }),
)

export const knownBlocks = [
  Accordion,
  AudioPreviewContainer,
  BasicContentBlock,
  FeatureCards,
  HeroBlock,
  ImageCarousel,
  Gallery,
  QuoteBlock,
  Slideshow,
  SoundsCardContainer,
  VideoBlock,
  ProductCards,
  StepCardList,
] as const

/** Every block type name of spec §3. */
export const blockTypes = knownBlocks.map((s) => s.fields._type.literal)
export type BlockType = (typeof knownBlocks)[number]['Type']['_type']

/** A block as the view receives it; unknown or undecodable blocks are `unknownBlock`. */
export const Block = Schema.Union([...knownBlocks, UnknownBlockFromAny])
export type Block = typeof Block.Type
export type KnownBlock = Exclude<Block, { _type: 'unknownBlock' }>
