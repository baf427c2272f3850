/**
 * What the page shell's loader hands to the views: serializable, computed on the server. Types only
 * from models/content (its runtime pulls in Effect, which must stay out of the browser: decision 006).
 */
import type { ContentCdn } from '../../models/content/imageUrl.ts'
import type {
  DownloadsDocument,
  PageDocument,
  Soundpack,
  TutorialSummary,
} from '../../models/content/index.ts'
import type { SearchResult } from '../../models/content/search.ts'
import type { ResolvedPath } from '../../models/routes/resolve.ts'

export interface DownloadSummary {
  readonly product: string
  readonly version: string
  readonly releaseDate: string
}

/**
 * A release as the downloads list draws it: its notes without their heading and its installers, without
 * the download card and system requirements that only the latest release and a version's page show.
 */
export interface ReleaseEntry {
  readonly _id: string
  readonly product: string
  readonly semanticVersion: DownloadsDocument['semanticVersion']
  readonly releaseDate: string
  readonly notes: DownloadsDocument['productRelease']['notes']
  readonly installers: DownloadsDocument['productRelease']['installers']
}

export type Json = string | number | boolean | null | JsonObject | ReadonlyArray<Json>
export interface JsonObject {
  readonly [key: string]: Json
}

export interface SeoData {
  readonly title: string
  readonly description: string
  readonly canonical: string
  readonly ogImage?: {
    readonly url: string
    readonly alt: string
    readonly width: number
    readonly height: number
  }
  readonly ogType: 'website' | 'article'
  readonly jsonLd: ReadonlyArray<JsonObject>
}

export interface Crumb {
  readonly name: string
  readonly path: string
}

/** The search page's answer: the query as understood, and the results best first (decision 183). */
export interface SearchView {
  readonly q: string
  readonly results: ReadonlyArray<SearchResult>
}

export type ShellView =
  | {
      readonly kind: 'page'
      readonly page: PageDocument
      /**
       * A soundpack's page gets its own pack; the sounds page its grid's packs (cover, title, genres),
       * or none when a sounds card container lists them; other pages get [] (decision 284).
       */
      readonly soundpacks: ReadonlyArray<Soundpack>
      readonly latestDownloads: ReadonlyArray<DownloadSummary>
      /** Tutorials pages: the product's tutorials for the cards (decision 187). */
      readonly tutorials?: ReadonlyArray<TutorialSummary>
      /** The dj product's page: its latest release, shown as its download section (decision 180). */
      readonly release?: DownloadsDocument
      /** The search page (decision 183). */
      readonly search?: SearchView
    }
  | {
      readonly kind: 'downloadList'
      /** The newest release, whole: the list shows its download card. */
      readonly latest: DownloadsDocument
      /** Every release, newest first, as its entry in the list draws it (decision 284). */
      readonly releases: ReadonlyArray<ReleaseEntry>
    }
  | {
      readonly kind: 'downloadDetail'
      readonly download: DownloadsDocument
      readonly others: ReadonlyArray<DownloadSummary>
    }

export interface ShellPage {
  readonly status: 200
  /** Route meta of the page's content type (key, transition) for the client, which has no route table. */
  readonly meta: { readonly key: string; readonly transition: string | false; readonly scrollToTop: boolean }
  readonly path: string
  readonly resolved: ResolvedPath
  readonly cdn: ContentCdn
  /** Tag-manager id when tracking is on (GTM_ID); null = no tracking (the default). */
  readonly gtmId: string | null
  /** The route head, ready for the router (built on the server from `seo`). */
  readonly head: { readonly meta: ReadonlyArray<JsonObject>; readonly links: ReadonlyArray<JsonObject> }
  readonly crumbs: ReadonlyArray<Crumb>
  readonly view: ShellView
}

export type ShellResult =
  | ShellPage
  | { readonly status: 404; readonly path: string; readonly message: string; readonly gtmId: string | null }
  | { readonly status: 301 | 302; readonly path: string; readonly location: string }
  | { readonly status: 500; readonly path: string }
