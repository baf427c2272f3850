/**
 * The page document: one per path (spec §3). `pageBuilder` is a list of sections, each a list of
 * blocks (`subSections`). Pages without a slug are the single page of their type (and product).
 */
import { Schema } from 'effect'
import { SanityImage } from './assets.ts'
import { Block } from './blocks.ts'
import { sectionThemes } from './choices.ts'
import { pageTypes } from './paths.ts'

export const Section = Schema.Struct({
  _key: Schema.String,
  _type: Schema.optionalKey(Schema.String),
  /** Anchor id and optional visible title of the section. */
  name: Schema.optionalKey(Schema.String),
  heading: Schema.optionalKey(Schema.String),
  theme: Schema.optionalKey(Schema.Literals(sectionThemes)),
  subSections: Schema.Array(Block),
})
export type Section = typeof Section.Type

export const Slug = Schema.Struct({ _type: Schema.optionalKey(Schema.String), current: Schema.String })

export const PageDocument = Schema.Struct({
  _id: Schema.String,
  _type: Schema.Literal('page'),
  _updatedAt: Schema.String,
  contentType: Schema.Literals(pageTypes),
  slug: Schema.optionalKey(Slug),
  product: Schema.optionalKey(Schema.String),
  /** SEO: document title and meta description. */
  title: Schema.String,
  description: Schema.optionalKey(Schema.String),
  ogImage: Schema.optionalKey(SanityImage),
  pageBuilder: Schema.Array(Section),
})
export type PageDocument = typeof PageDocument.Type
