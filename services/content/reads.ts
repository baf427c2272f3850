/**
 * The service's reads over any transport: queries, the deadline, empty/not-found rules and decoding.
 * Each answer is typed with its query's TypeGen result (queryResults.ts) until the Effect schema has
 * decoded it: the network is trusted for nothing, but the code between the two is checked.
 */

import { Effect, Schema } from 'effect'
import { DownloadsDocument } from '../../models/content/downloads.ts'
import { targetPath } from '../../models/content/linkTargets.ts'
import { PageData, type PathEntry } from '../../models/content/pageData.ts'
import { downloadPath, platforms } from '../../models/content/paths.ts'
import { parseVersion } from '../../models/content/semver.ts'
import { upstreamCall, upstreamService } from '../telemetry/attributes.ts'
import type { ContentServiceShape } from './ContentService.ts'
import type { ContentConfig } from './config.ts'
import { decodeAs } from './decode.ts'
import { ContentEmpty, ContentNotFound, ContentUnavailable } from './errors.ts'
import { isOutage } from './health.ts'
import { downloadQuery, downloadsQuery, pageQuery, pathsQuery, searchQuery } from './queries.ts'
import type {
  DownloadQueryResult,
  DownloadsQueryResult,
  PageQueryResult,
  PathsQueryResult,
  SearchQueryResult,
} from './queryResults.ts'
import { SyncTagSink } from './readLog.ts'
import type { ContentTransport } from './transport.ts'

const PathRow = Schema.Struct({
  _type: Schema.String,
  _updatedAt: Schema.String,
  contentType: Schema.optionalKey(Schema.String),
  product: Schema.optionalKey(Schema.String),
  slug: Schema.optionalKey(Schema.String),
  semanticVersion: Schema.optionalKey(
    Schema.Struct({ majorVersion: Schema.Number, minorVersion: Schema.Number, patchVersion: Schema.Number }),
  ),
})

const decodePage = decodeAs(PageData, 'page')
const decodeDownloads = decodeAs(Schema.Array(DownloadsDocument), 'downloads')
const decodeDownload = decodeAs(DownloadsDocument, 'download')
const decodePaths = decodeAs(Schema.Array(PathRow), 'paths')

const SearchHitRow = Schema.Struct({
  _id: Schema.String,
  _type: Schema.String,
  _score: Schema.Number,
  contentType: Schema.optionalKey(Schema.String),
  product: Schema.optionalKey(Schema.String),
  slug: Schema.optionalKey(Schema.String),
  semanticVersion: PathRow.fields.semanticVersion,
  title: Schema.optionalKey(Schema.String),
  shortTitle: Schema.optionalKey(Schema.String),
  description: Schema.optionalKey(Schema.String),
  releaseDate: Schema.optionalKey(Schema.String),
})
const decodeHits = decodeAs(Schema.Array(SearchHitRow), 'search')

/** Paths of the sitemap: pages, download details per platform, and download lists per product. */
function toPaths(rows: ReadonlyArray<typeof PathRow.Type>): PathEntry[] {
  const byPath = new Map<string, string>()
  const add = (path: string | undefined, at: string) => {
    if (path && (byPath.get(path) ?? '') < at) byPath.set(path, at)
  }
  for (const row of rows) {
    const path = targetPath(row)
    // A dj release is a section of /dj/pro (decision 180): its page is listed by its own document.
    if (path?.includes('#')) continue
    add(path, row._updatedAt)
    if (row._type === 'downloads' && path && row.product) {
      for (const p of platforms) add(`${path}/${p}`, row._updatedAt)
      add(`/${row.product}/downloads`, row._updatedAt)
      for (const p of platforms) add(`/${row.product}/downloads/${p}`, row._updatedAt)
    }
  }
  return [...byPath]
    .map(([path, updatedAt]) => ({ path, updatedAt }))
    .sort((a, b) => a.path.localeCompare(b.path))
}

export function makeReads(
  transport: ContentTransport,
  config: Pick<ContentConfig, 'serviceName' | 'cdnUrl' | 'projectId' | 'dataset' | 'timeoutMs'>,
): ContentServiceShape {
  /**
   * One query under the deadline; a slow CMS fails as ContentUnavailable('timeout'), never hangs. The
   * answer's syncTags, and an outage, go to the request's read log (readLog.ts).
   */
  const run = <Result>(query: string, params: Record<string, unknown>, tag: string, preview = false) =>
    Effect.gen(function* () {
      const sink = yield* SyncTagSink
      return yield* Effect.tryPromise({
        // The one place the answer is given its generated type; decoding checks it for real.
        try: (signal) =>
          transport.query(query, params, {
            preview,
            signal,
            tag,
            onSyncTags: (tags) => sink.record({ tags, preview }),
          }) as Promise<Result | null | undefined>,
        catch: (error) =>
          error instanceof ContentUnavailable
            ? error
            : new ContentUnavailable({ reason: 'network', detail: String(error) }),
      }).pipe(
        Effect.timeoutOrElse({
          duration: config.timeoutMs,
          orElse: () =>
            Effect.fail(
              new ContentUnavailable({
                reason: 'timeout',
                detail: `no answer within ${config.timeoutMs} ms`,
              }),
            ),
        }),
        Effect.tapError((error) => Effect.sync(() => isOutage(error) && sink.unavailable())),
      )
    }).pipe(
      // Nothing reads a span's call site: capturing it took an Error's stack on every read.
      Effect.withSpan(
        `content.${tag}`,
        { kind: 'client', attributes: { [upstreamService]: 'content', [upstreamCall]: `content.${tag}` } },
        { captureStackTrace: false },
      ),
    )

  return {
    name: config.serviceName,
    cdn: { baseUrl: config.cdnUrl, projectId: config.projectId, dataset: config.dataset },

    getPage: (request, options) =>
      Effect.gen(function* () {
        const what = [request.contentType, request.product, request.slug].filter(Boolean).join(' ')
        // Strictly `true`: a truthy string from a query parameter passed along by mistake is not enough.
        const preview = options?.preview === true
        if (preview && !transport.canPreview)
          // Spec §8: a failed preview fetch is a 404, not a silent fall-back to published content.
          return yield* Effect.fail(new ContentNotFound({ what: `${what} (preview unavailable)` }))
        const params = {
          contentType: request.contentType,
          slug: request.slug ?? null,
          product: request.product ?? null,
        }
        const result = yield* run<PageQueryResult>(
          pageQuery(request.contentType),
          params,
          `page.${request.contentType}`,
          preview,
        )
        if (result === null || typeof result !== 'object')
          return yield* Effect.fail(new ContentEmpty({ service: config.serviceName }))
        if (result.page === null || result.page === undefined) {
          const nothingAtAll =
            !result.soundpacks?.length && !result.latestDownloads?.some((d: unknown) => d !== null)
          return yield* Effect.fail(
            nothingAtAll ? new ContentEmpty({ service: config.serviceName }) : new ContentNotFound({ what }),
          )
        }
        return yield* decodePage(result)
      }),

    getDownloads: (product) =>
      Effect.gen(function* () {
        const raw = yield* run<DownloadsQueryResult>(downloadsQuery, { product }, 'downloads')
        const list = yield* decodeDownloads(raw ?? [])
        if (list.length === 0)
          return yield* Effect.fail(new ContentNotFound({ what: `${product} downloads` }))
        return list
      }),

    getDownload: (product, version) =>
      Effect.gen(function* () {
        const v = parseVersion(version)
        if (!v) return yield* Effect.fail(new ContentNotFound({ what: `${product} ${version}` }))
        const params = { product, major: v.majorVersion, minor: v.minorVersion, patch: v.patchVersion }
        const raw = yield* run<DownloadQueryResult>(downloadQuery, params, 'download')
        if (raw === null || raw === undefined)
          return yield* Effect.fail(new ContentNotFound({ what: downloadPath(product, version) }))
        return yield* decodeDownload(raw)
      }),

    listPaths: () =>
      run<PathsQueryResult>(pathsQuery, {}, 'paths').pipe(
        Effect.flatMap((raw) => decodePaths(raw ?? [])),
        Effect.map(toPaths),
      ),

    search: (query, limit) =>
      run<SearchQueryResult>(
        searchQuery,
        { q: query.q.toLowerCase(), terms: query.terms, limit: Math.max(1, Math.floor(limit)) },
        'search',
      ).pipe(Effect.flatMap((raw) => decodeHits(raw ?? []))),
  }
}
