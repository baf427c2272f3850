/**
 * What one page render receives: the page document plus the data every page type also loads
 * (spec §3): the soundpacks, the downloads of the page's product and the latest download per product.
 */
import { Schema } from 'effect'
import { DownloadSummary, DownloadsDocument } from './downloads.ts'
import { PageDocument } from './page.ts'
import { Soundpack } from './soundpack.ts'

export const PageData = Schema.Struct({
  page: PageDocument,
  soundpacks: Schema.Array(Soundpack),
  /**
   * The page product's versions, latest first, as summaries (the full list of documents would add
   * ~150 KB to every studio page; `getDownloads` gives the documents). Empty without a product.
   */
  downloads: Schema.Array(DownloadSummary),
  /** The latest downloads document of each download product. */
  latestDownloads: Schema.Array(DownloadsDocument),
})
export type PageData = typeof PageData.Type

/** A sitemap entry. */
export const PathEntry = Schema.Struct({ path: Schema.String, updatedAt: Schema.String })
export type PathEntry = typeof PathEntry.Type
