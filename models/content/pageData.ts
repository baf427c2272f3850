/**
 * What one page render receives: the page document plus the data every page type also loads
 * (spec §3): the soundpacks, the downloads of the page's product and the latest download per product.
 */
import { Schema } from 'effect'
import { DownloadSummary, DownloadsDocument } from './downloads.ts'
import { PageDocument, TutorialFacts } from './page.ts'
import { Soundpack } from './soundpack.ts'

/** A tutorial as its card on the tutorials list shows it (decision 187). */
export const TutorialSummary = Schema.Struct({
  _id: Schema.String,
  contentType: Schema.Literals(['howTo', 'tutorials']),
  product: Schema.String,
  slug: Schema.String,
  title: Schema.String,
  shortTitle: Schema.optionalKey(Schema.String),
  description: Schema.optionalKey(Schema.String),
  tutorial: Schema.optionalKey(TutorialFacts),
})
export type TutorialSummary = typeof TutorialSummary.Type

export const PageData = Schema.Struct({
  page: PageDocument,
  soundpacks: Schema.Array(Soundpack),
  /**
   * The page product's versions, latest first, as summaries (the full list of documents would add
   * ~150 KB to every studio page; `getDownloads` gives the documents). Empty without a product.
   */
  downloads: Schema.Array(DownloadSummary),
  /** The latest downloads document of each product with installers (the dj product's included). */
  latestDownloads: Schema.Array(DownloadsDocument),
  /** Tutorials pages only: the product's tutorials, for the cards of the list screen. */
  tutorials: Schema.optionalKey(Schema.Array(TutorialSummary)),
})
export type PageData = typeof PageData.Type

/** A sitemap entry. */
export const PathEntry = Schema.Struct({ path: Schema.String, updatedAt: Schema.String })
export type PathEntry = typeof PathEntry.Type
