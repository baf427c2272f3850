/**
 * The page document: one per path (spec §3). `pageBuilder` is a list of sections, each a list of
 * blocks (`subSections`). Pages without a slug are the single page of their type (and product).
 */
import { Schema } from 'effect'
import { SanityImage } from './assets.ts'
import { Block } from './blocks.ts'
import { sectionThemes, tutorialLevels } from './choices.ts'
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

/** What a tutorial card shows besides the title: a thumbnail, how long it takes, for whom (decision 187). */
export const TutorialFacts = Schema.Struct({
  level: Schema.Literals(tutorialLevels),
  minutes: Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0)),
  thumbnail: SanityImage,
})
export type TutorialFacts = typeof TutorialFacts.Type

export const PageDocument = Schema.Struct({
  _id: Schema.String,
  _type: Schema.Literal('page'),
  _updatedAt: Schema.String,
  contentType: Schema.Literals(pageTypes),
  slug: Schema.optionalKey(Slug),
  product: Schema.optionalKey(Schema.String),
  /** SEO: document title and meta description. */
  title: Schema.String,
  /** A label of a few words for breadcrumbs, the product menu and search results (the title is a headline). */
  shortTitle: Schema.optionalKey(Schema.String),
  description: Schema.optionalKey(Schema.String),
  ogImage: Schema.optionalKey(SanityImage),
  /** howTo pages and the fixed tutorial paths: what their card on the tutorials list shows. */
  tutorial: Schema.optionalKey(TutorialFacts),
  pageBuilder: Schema.Array(Section),
})
export type PageDocument = typeof PageDocument.Type
