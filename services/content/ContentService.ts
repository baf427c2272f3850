/**
 * The content service: typed, decoded reads of pages and downloads. Server only (docs/decisions/006);
 * the site calls it through `runContent` (run.server.ts) from server functions.
 */
import { Context, Effect, Layer } from 'effect'
import type { DownloadsDocument } from '../../models/content/downloads.ts'
import type { ContentCdn } from '../../models/content/imageUrl.ts'
import type { PageData, PathEntry } from '../../models/content/pageData.ts'
import type { PageType } from '../../models/content/paths.ts'
import type { SearchHit, SearchQuery } from '../../models/content/search.ts'
import type { ContentConfig } from './config.ts'
import type { ContentDecodeError, ContentEmpty, ContentNotFound, ContentUnavailable } from './errors.ts'
import { processHealth } from './health.ts'
import { makeReads } from './reads.ts'
import { sanityTransport } from './transport.ts'

export interface PageRequest {
  readonly contentType: PageType
  readonly slug?: string | undefined
  readonly product?: string | undefined
}

export interface ReadOptions {
  /**
   * Drafts over published documents, read with the server-only SANITY_READ_TOKEN. Set it only after
   * the server has authorised the preview (never from a request value as such): decision 018.
   */
  readonly preview?: boolean | undefined
}

export interface ContentServiceShape {
  /** 'Sanity': the name in 'No content from Sanity'. */
  readonly name: string
  /** Public CDN coordinates for imageUrl/fileUrl in views. */
  readonly cdn: ContentCdn
  /** Newest page document for the request, plus soundpacks and downloads every page loads. */
  getPage(
    request: PageRequest,
    options?: ReadOptions,
  ): Effect.Effect<PageData, ContentNotFound | ContentEmpty | ContentUnavailable | ContentDecodeError>
  /** All versions of a product, latest first; ContentNotFound when it has none. */
  getDownloads(
    product: string,
  ): Effect.Effect<
    ReadonlyArray<DownloadsDocument>,
    ContentNotFound | ContentUnavailable | ContentDecodeError
  >
  /** One version ("2.3.1"); ContentNotFound for an unknown or malformed version. */
  getDownload(
    product: string,
    version: string,
  ): Effect.Effect<DownloadsDocument, ContentNotFound | ContentUnavailable | ContentDecodeError>
  /** Every routable path with its last change, for the sitemap. */
  listPaths(): Effect.Effect<ReadonlyArray<PathEntry>, ContentUnavailable | ContentDecodeError>
  /** Published documents matching the query, best first (decision 183). */
  search(
    query: SearchQuery,
    limit: number,
  ): Effect.Effect<ReadonlyArray<SearchHit>, ContentUnavailable | ContentDecodeError>
}

export class ContentService extends Context.Service<ContentService, ContentServiceShape>()(
  'services/ContentService',
) {}

/** The live layer: @sanity/client configured from `config` (see config.ts). */
export function contentServiceLayer(config: ContentConfig): Layer.Layer<ContentService> {
  return Layer.succeed(ContentService, makeReads(sanityTransport(config, undefined, processHealth), config))
}

/**
 * A test layer with only the methods a test provides; calling any other dies loudly with its name.
 * `cdn` defaults to the stand-in's coordinates.
 */
export function contentServiceTestLayer(partial: Partial<ContentServiceShape>): Layer.Layer<ContentService> {
  const missing = (method: string) => () =>
    Effect.die(new Error(`ContentService.${method} is not provided by this test`))
  return Layer.succeed(ContentService, {
    name: 'Sanity',
    cdn: { baseUrl: 'http://127.0.0.1:3333', projectId: 'pulsewave', dataset: 'production' },
    getPage: missing('getPage'),
    getDownloads: missing('getDownloads'),
    getDownload: missing('getDownload'),
    listPaths: missing('listPaths'),
    search: missing('search'),
    ...partial,
  })
}

// Accessors, so callers write `runContent(getPage({…}))`.
export const getPage = (request: PageRequest, options?: ReadOptions) =>
  ContentService.use((s) => s.getPage(request, options))
export const getDownloads = (product: string) => ContentService.use((s) => s.getDownloads(product))
export const getDownload = (product: string, version: string) =>
  ContentService.use((s) => s.getDownload(product, version))
export const listPaths = () => ContentService.use((s) => s.listPaths())
export const search = (query: SearchQuery, limit: number) => ContentService.use((s) => s.search(query, limit))
export const contentCdn = () => ContentService.use((s) => Effect.succeed(s.cdn))
