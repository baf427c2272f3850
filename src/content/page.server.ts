/**
 * The page shell's server side: resolve the path, load its documents through the content service and
 * shape what the views need (decision 030). Never throws: a missing document is 404, anything else is
 * logged here and answered 500, so no stack trace or internal message reaches the browser.
 */

import { getRequestUrl } from '@tanstack/react-start/server'
import { setting } from '../../config/read.ts'
import { withCheckoutLinks } from '../../models/content/checkoutLinks.ts'
import type { DownloadsDocument, PageDocument, Soundpack } from '../../models/content/index.ts'
import { downloadProducts } from '../../models/content/paths.ts'
import { type SearchQuery, searchQuery, searchResult } from '../../models/content/search.ts'
import { formatVersion, sortLatestFirst } from '../../models/content/semver.ts'
import { redirectFor, routeMeta } from '../../models/routes/meta.ts'
import { maxPathLength, pathOf, type ResolvedPath, resolvePath } from '../../models/routes/resolve.ts'
import { contentCdn, getDownloads, getPage, search } from '../../services/content/ContentService.ts'
import { collectReads, mergeInto, type ReadLog, readLogScope } from '../../services/content/readLog.ts'
import { runContent } from '../../services/content/run.server.ts'
import { siteConfig } from '../config/site.server.ts'
import { registerCacheLayers } from '../scale/cacheSizes.ts'
import { crumbsOf } from '../seo/crumbs.ts'
import { downloadsSeo, headOf, pageSeo } from '../seo/seo.ts'
import { requestedPath, runMiddleware } from '../shell/middleware.ts'
import type {
  DownloadSummary,
  ReleaseEntry,
  SearchView,
  SeoData,
  ShellPage,
  ShellResult,
} from '../shell/types.ts'
import { platformNames, productName } from '../views/names.ts'
import { invalidations } from './invalidations.ts'
import { livePricedPage } from './livePrices.server.ts'
import { createReadCache } from './readCache.ts'

/**
 * Published page data is reused for PAGE_CACHE_TTL_MS (default 2000; 0 = off): under load every page
 * costs one content read per interval instead of one per request. 500s are never kept. Each entry
 * keeps the syncTags of its reads: a publish that names one of them drops it (invalidations.ts), and
 * a request answered from it still records them, so the HTML cache knows what the page depends on.
 */
interface PageData {
  readonly result: ShellResult
  readonly log: ReadLog
  readonly readAt: number
}
const pageCache = createReadCache<PageData>({
  ttlMs: setting('PAGE_CACHE_TTL_MS'),
  maxEntries: 2000,
  // Keys are table paths on the site's own origins, so few; the bound is for pages that grow.
  maxBytes: 16 * 2 ** 20,
  // UTF-16 in the heap: twice the JSON's characters, weighed once per load.
  sizeOf: (data) => JSON.stringify(data.result).length * 2,
  keep: (data) => data.result.status !== 500 && !data.log.preview,
  layer: 'page data',
})
registerCacheLayers(() => pageCache.size())

/** The page data of `key`, reloaded when a publish changed what it was read from. */
async function cachedPage(key: string, load: () => Promise<ShellResult>): Promise<ShellResult> {
  const loadLogged = async (): Promise<PageData> => {
    const readAt = Date.now()
    const { value, log } = await collectReads(load)
    return { result: value, log, readAt }
  }
  let data = await pageCache.get(key, loadLogged)
  if (invalidations.isStale(data.log.tags, data.readAt)) {
    pageCache.delete(key)
    data = await pageCache.get(key, loadLogged)
  }
  const log = readLogScope.getStore()
  if (log) mergeInto(log, data.log)
  return data.result
}

/** Page documents of these types carry the product; the others are one per site. */
const productScoped = new Set(['features', 'pricing', 'freeTrial', 'tutorials', 'howTo'])

function summary(d: DownloadsDocument): DownloadSummary {
  return {
    product: d.product,
    version: formatVersion(d.semanticVersion),
    releaseDate: d.productRelease.releaseDate,
  }
}

/**
 * The soundpacks a page draws itself (decision 284): a pack's page its own pack, whole; the sounds page
 * its grid of covers and titles, unless the editor placed a sounds card container (which brings its own
 * packs); other pages none.
 */
function soundpacksShown(
  contentType: ResolvedPath['contentType'],
  slug: string | undefined,
  page: PageDocument,
  soundpacks: ReadonlyArray<Soundpack>,
): ReadonlyArray<Soundpack> {
  if (contentType === 'soundpack') return soundpacks.filter((pack) => pack.slug.current === slug)
  if (contentType !== 'sounds') return []
  if (page.pageBuilder.some((s) => s.subSections.some((b) => b._type === 'soundsCardContainer'))) return []
  return soundpacks.map(({ _id, _type, title, slug, summary, coverImage, genres, sampleCount }) => ({
    _id,
    _type,
    title,
    slug,
    summary,
    coverImage,
    genres,
    sampleCount,
  }))
}

/** What the downloads list draws of a release; the notes lose their heading, which the entry's title says. */
function releaseEntry(d: DownloadsDocument): ReleaseEntry {
  return {
    _id: d._id,
    product: d.product,
    semanticVersion: d.semanticVersion,
    releaseDate: d.productRelease.releaseDate,
    notes: d.productRelease.notes.filter((block) => !(block as { style?: string }).style?.startsWith('h')),
    installers: d.productRelease.installers,
  }
}

function metaOf(path: string, resolved: ResolvedPath): ShellPage['meta'] {
  const meta = routeMeta(resolved.contentType)
  const key = meta.key === 'product' ? `${resolved.contentType}:${resolved.product ?? ''}` : path
  return {
    key,
    transition: meta.pageTransition ? meta.pageTransition.name : false,
    scrollToTop: meta.scrollToTop,
  }
}

/** A 200 result: the SEO data becomes the route head here and is not sent on to the browser. */
function ok({ seo, ...page }: Omit<ShellPage, 'head' | 'gtmId'> & { seo: SeoData }): ShellPage {
  return { ...page, head: headOf(seo), gtmId: siteConfig.gtmId ?? null }
}

function baseUrl(): string {
  return siteConfig.siteUrl ?? getRequestUrl().origin
}

/** Pages whose product cards name prices: they show the catalogue's (decision 098). */
function namesPrices(page: PageDocument): boolean {
  return page.pageBuilder.some((section) =>
    section.subSections.some((b) => b._type === 'productCards' && b.cards.some((c) => c.priceLabel)),
  )
}

/** Most results a search page lists. */
const searchLimit = 20

async function searchView(query: SearchQuery | undefined): Promise<SearchView> {
  if (!query) return { q: '', results: [] }
  const hits = await runContent(search(query, searchLimit))
  return { q: query.q, results: hits.flatMap((hit) => searchResult(hit) ?? []) }
}

async function loadPage(
  path: string,
  resolved: ResolvedPath,
  query?: SearchQuery,
  pageQuery = '',
): Promise<ShellResult> {
  const { contentType, slug, product } = resolved
  if (contentType === 'downloads') return loadDownloads(path, resolved)
  const [data, cdn, found] = await Promise.all([
    runContent(
      getPage({
        contentType,
        ...(slug ? { slug } : {}),
        ...(product && productScoped.has(contentType) ? { product } : {}),
      }),
    ),
    runContent(contentCdn()),
    contentType === 'search' ? searchView(query) : undefined,
  ])
  const priced = namesPrices(data.page) ? await livePricedPage(data.page) : data.page
  const page: PageDocument = withCheckoutLinks(priced, siteConfig.storeUrl)
  // A product page's crumb is the product's name; other pages' their short title (the title is a headline).
  const crumbs = crumbsOf(
    path,
    contentType === 'features' && product ? productName(product) : (page.shortTitle ?? page.title),
  )
  // A product without downloads paths (the dj product) shows its latest release on its own page.
  const release =
    contentType === 'features' && product && !(downloadProducts as ReadonlyArray<string>).includes(product)
      ? data.latestDownloads.find((d) => d.product === product)
      : undefined
  return ok({
    status: 200,
    path,
    meta: metaOf(path, resolved),
    resolved,
    cdn,
    crumbs,
    // The canonical address is the page's path with exactly the parameters it uses (decision 145).
    seo: pageSeo(baseUrl(), `${path}${pageQuery}`, resolved, page, cdn, crumbs),
    view: {
      kind: 'page',
      page,
      soundpacks: withCheckoutLinks(
        soundpacksShown(contentType, slug, data.page, data.soundpacks),
        siteConfig.storeUrl,
      ),
      latestDownloads: data.latestDownloads.map(summary),
      ...(data.tutorials ? { tutorials: data.tutorials } : {}),
      ...(release ? { release } : {}),
      ...(found ? { search: found } : {}),
    },
  })
}

async function loadDownloads(path: string, resolved: ResolvedPath): Promise<ShellResult> {
  const product = resolved.product ?? ''
  const [unsorted, cdn] = await Promise.all([runContent(getDownloads(product)), runContent(contentCdn())])
  const downloads = sortLatestFirst(unsorted)
  if (resolved.version) {
    const download = downloads.find((d) => formatVersion(d.semanticVersion) === resolved.version)
    if (!download) return notFound(path)
    // Short crumbs: the version, then the platform (Home / Studio / Downloads / 2.3.1 / Windows).
    const crumbs = crumbsOf(path, resolved.platform ? platformNames[resolved.platform] : resolved.version)
    return ok({
      status: 200,
      path,
      meta: metaOf(path, resolved),
      resolved,
      cdn,
      crumbs,
      seo: downloadsSeo(baseUrl(), path, resolved, download, crumbs),
      view: { kind: 'downloadDetail', download, others: downloads.map(summary) },
    })
  }
  const latest = downloads[0]
  if (!latest) return notFound(path)
  const crumbs = crumbsOf(path, resolved.platform ? platformNames[resolved.platform] : 'Downloads')
  return ok({
    status: 200,
    path,
    meta: metaOf(path, resolved),
    resolved,
    cdn,
    crumbs,
    seo: downloadsSeo(baseUrl(), path, resolved, latest, crumbs),
    view: { kind: 'downloadList', latest, releases: downloads.map(releaseEntry) },
  })
}

function tagOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && '_tag' in error ? String(error._tag) : undefined
}

function notFound(path: string, message = `Page not found: ${path}`): ShellResult {
  // The tag-manager id travels with the 404 too: a not-found page is a page view (spec §2).
  return { status: 404, path, message, gtmId: siteConfig.gtmId ?? null }
}

/** The router's notFound carries `data`; middleware failures surface here as their message. */
function failureMessage(error: unknown): string | undefined {
  const data =
    typeof error === 'object' && error !== null && 'data' in error
      ? (error.data as { message?: unknown })
      : undefined
  return typeof data?.message === 'string' ? data.message : undefined
}

/**
 * The query exactly as the browser sent it, on the page request itself: the router hands the loader a
 * re-encoded one (`x=%ZZ` arrives as `x=%25ZZ`), which would hide a malformed query from the validation
 * step and from the 404 message. Any other caller keeps the query it was given.
 */
export function requestedSearch(path: string, routerSearch: string): string {
  const url = getRequestUrl()
  let requestPath: string
  try {
    requestPath = decodeURIComponent(url.pathname)
  } catch {
    return routerSearch
  }
  return requestPath === path ? url.search.replace(/^\?/, '') : routerSearch
}

/**
 * Route rules, resolution, middleware (the validation step), then the documents. 404 when the path
 * does not resolve or its document is missing; 301/302 for a route rule.
 */
export async function loadShell(rawPath: string, rawSearch = ''): Promise<ShellResult> {
  // A path the table can never hold is a plain 404 below; cutting it bounds what an answer echoes.
  const path = rawPath.slice(0, maxPathLength + 1)
  const search = rawSearch.slice(0, 4097)
  const rule = redirectFor(path)
  if (rule) return { status: rule.statusCode, path, location: rule.to }
  const resolved = resolvePath(path)
  // Only canonical table paths resolve, so the path we answer for is exactly the table's.
  const requested = requestedPath(path, search)
  if (!resolved || pathOf(resolved) !== path) return notFound(path, `Page not found: ${requested}`)
  try {
    runMiddleware(routeMeta(resolved.contentType).middleware, { path, search, resolved })
  } catch (error) {
    return notFound(path, failureMessage(error) ?? `Page Not Found: ${requested}`)
  }
  // Only the search page reads the query string; its normalised query is part of what it shows.
  const query =
    resolved.contentType === 'search' ? searchQuery(new URLSearchParams(search).get('q')) : undefined
  try {
    // The query in the form that selects this page: every request for it shares the entry and the
    // canonical link (decision 145); `utm_*` and other parameters the page does not read never appear.
    const pageQuery = query ? `?q=${encodeURIComponent(query.q.toLowerCase())}` : ''
    // Keyed by origin too: canonical links and JSON-LD carry the base address.
    const key = `${baseUrl()}${path}${pageQuery}`
    const result = await cachedPage(key, () => loadPage(path, resolved, query, pageQuery))
    // A page's own 404 (an unknown download version) is shared by every query; its message is not.
    return result.status === 404 ? notFound(path, `Page not found: ${requested}`) : result
  } catch (error) {
    if (tagOf(error) === 'ContentNotFound') return notFound(path, `Page not found: ${requested}`)
    // An outage is already one log record, the read's `upstream call failed` line with the request's
    // id (services/telemetry/upstream.ts); anything else is a defect, printed with its stack.
    if (tagOf(error) !== 'ContentUnavailable') console.error(`[page shell] ${path}:`, error)
    return { status: 500, path }
  }
}
