/**
 * The HTML cache for anonymous requests (docs/decisions/070). `hit` answers from the in-process L1 on
 * Node's own request and response, in front of srvx's Request/Response adapter (the cost that adapter
 * adds is most of a hit's); `answer` is the fetch-level path: the shared layer, then one render per
 * key however many visitors ask at once, stored when the server entry offered the page (offerHeader).
 * A stale entry is answered at once while one render refreshes it; a render that fails leaves it
 * in place (stale-if-error). `x-cache: hit | stale | miss | bypass` says which path answered.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { invalidations } from '../content/invalidations.ts'
import { memoryShared, type Shared } from '../scale/shared.ts'
import { baselineHeaders, newNonce } from '../security/headers.ts'
import { editHeaders } from '../serve/editHeaders.ts'
import { mayStore, mayUseCache, type Offer, offerHeader } from './eligible.ts'
import { type Entry, headersOf, makeEntry } from './entry.ts'
import { keyHost, type PageTarget, pageTarget } from './pageKey.ts'
import { defaultLimits, entryStore, type StoreLimits } from './store.ts'

export interface HtmlCacheOptions {
  /** Renders through the app; the answer may carry the offer header. */
  readonly render: (request: Request) => Promise<Response>
  /** What happens to answers that are not cached (compression). */
  readonly finish: (request: Request, response: Response) => Response
  readonly buildId: string
  /** The public address; unset, the Host header is part of the key (pages carry absolute links). */
  readonly siteUrl?: string | undefined
  /** Without `siteUrl`: the hosts the site answers as (SITE_HOSTS and loopback); others share one key. */
  readonly allowedHosts?: ReadonlyArray<string>
  readonly shared?: Shared
  readonly enabled?: boolean
  /** Bytes the cache may hold in this process and in the shared layer (docs/decisions/200). */
  readonly limits?: StoreLimits
  /** Stale pages re-rendered at once in the background; the others wait their turn (decision 290). */
  readonly refreshes?: number
}

export type CacheState = 'hit' | 'stale' | 'miss'

/** gzip unless the client refuses it (`q=0`) or does not mention it (nor `*`). */
export function acceptsGzip(acceptEncoding: string | null | undefined): boolean {
  const match = /(?:^|,)\s*(gzip|\*)\s*(?:;\s*q\s*=\s*([\d.]+))?\s*(?=,|$)/i.exec(acceptEncoding ?? '')
  return match !== null && (match[2] === undefined || Number(match[2]) > 0)
}

export function htmlCache(options: HtmlCacheOptions) {
  const { render, finish, buildId, siteUrl, shared = memoryShared(), enabled = true } = options
  const allowedHosts = options.allowedHosts ?? ['localhost', '127.0.0.1', '[::1]']
  const store = entryStore(shared, options.limits ?? defaultLimits)
  const flights = new Map<string, Promise<Entry | undefined>>()
  /** Stale keys waiting for a background render, with the address each renders; the last asked goes first. */
  const waiting = new Map<string, string>()
  const refreshes = Math.max(1, options.refreshes ?? 4)
  let refreshing = 0
  const security = Object.entries(baselineHeaders(siteUrl))
  // Never a host the site does not serve, and only the query the page uses (docs/decisions/201).
  const keyOf = (host: string | undefined, pathname: string, target: PageTarget & { cacheable: true }) =>
    `${buildId}|${siteUrl ? '' : keyHost(host, allowedHosts)}|${pathname}${target.search}`

  function delivered(entry: Entry, state: CacheState, gzip: boolean, nonce = newNonce()) {
    const body = store.lender.lend(entry, gzip ? 'gzip' : 'identity', nonce)
    const headers: [string, string][] = [...headersOf(entry, nonce), ...security]
    headers.push(
      ['x-cache', state],
      ['vary', 'Accept-Encoding'],
      ['content-length', String(body.bytes.length)],
    )
    if (gzip) headers.push(['content-encoding', 'gzip'])
    return { body, headers }
  }

  /** Renders `request` and stores the answer if the app offered it; one at a time per key. */
  function refresh(
    key: string,
    request: Request,
  ): { entry: Promise<Entry | undefined>; response: Promise<Response> } {
    let settle: (entry: Entry | undefined) => void = () => {}
    const entry = new Promise<Entry | undefined>((ok) => {
      settle = ok
    })
    flights.set(key, entry)
    const readAt = Date.now()
    const response = render(request).then(
      async (answer) => {
        const offer = answer.headers.get(offerHeader)
        if (!offer || request.method !== 'GET' || !mayStore(answer)) return answer
        const { tags, nonce } = JSON.parse(offer) as Offer
        const stored = makeEntry({
          url: request.url,
          status: answer.status,
          headers: answer.headers.entries(),
          body: Buffer.from(await answer.arrayBuffer()),
          nonce,
          tags,
          readAt,
        })
        await store.put(key, stored)
        settle(stored)
        return fromEntry(request, stored, 'miss')
      },
      (error: unknown) => {
        settle(undefined)
        throw error
      },
    )
    const done = () => {
      settle(undefined)
      if (flights.get(key) === entry) flights.delete(key)
    }
    response.then(done, done)
    return { entry, response }
  }

  function fromEntry(request: Request, entry: Entry, state: CacheState): Response {
    const { body, headers } = delivered(entry, state, acceptsGzip(request.headers.get('accept-encoding')))
    // The Response gets a copy of its own, so the lent one goes back at once.
    const bytes = request.method === 'HEAD' ? null : new Uint8Array(body.bytes)
    body.release()
    return new Response(bytes, {
      status: entry.status,
      headers,
    })
  }

  /**
   * Queues a background render for a stale key (once however often it is asked). At most `refreshes`
   * run at once: a crawler sweeping a site whose pages all went stale (a publish of a shared document,
   * a gap in the live events) would otherwise start one read per page at the same moment, and the
   * content service, swamped, would time out the reads of visitors too (decision 290).
   */
  function revalidate(key: string, entry: Entry): void {
    if (flights.has(key)) return
    // Asked again while waiting: the page a visitor just got stale goes to the front of the line.
    waiting.delete(key)
    waiting.set(key, entry.url)
    startRefreshes()
  }

  function startRefreshes(): void {
    while (refreshing < refreshes && waiting.size > 0) {
      const key = [...waiting.keys()].at(-1) as string
      const url = waiting.get(key) as string
      waiting.delete(key)
      refreshing += 1
      backgroundRender(key, url)
        .catch(() => undefined)
        .finally(() => {
          refreshing -= 1
          startRefreshes()
        })
    }
  }

  /** One background render for a stale key, across instances (a shared lock); failures keep the entry. */
  async function backgroundRender(key: string, url: string): Promise<void> {
    if (flights.has(key)) return
    const fresher = await store.find(key)
    if (fresher && !store.isStale(fresher)) return
    // Held for a second when the render fails: during an outage one try per second per key.
    if (!(await shared.locks.acquire(`html-render:${key}`, 1000).catch(() => false))) return
    const request = new Request(url, { headers: { accept: 'text/html' } })
    const answer = await refresh(key, request).response.catch(() => undefined)
    if (answer?.headers.get('x-cache') === 'miss') await shared.locks.release(`html-render:${key}`)
  }

  // A publish re-renders the pages it touched right away, so the next visitor sees it.
  const unfollow = invalidations.onChange((tags) => {
    if (tags === 'all') return
    for (const key of store.keysTagged(tags)) {
      const entry = store.local(key)
      if (entry && store.isStale(entry)) revalidate(key, entry)
    }
  })

  return {
    store,
    /**
     * Answers a hit on Node's request and response and says which (`hit`, or `stale` while one render
     * refreshes it); false when the app must answer. `requestId` goes out as `X-Request-Id`.
     */
    hit(req: IncomingMessage, res: ServerResponse, requestId?: string): 'hit' | 'stale' | false {
      const url = req.url ?? '/'
      const query = url.indexOf('?')
      const pathname = query === -1 ? url : url.slice(0, query)
      if (!enabled || !mayUseCache(req.method ?? 'GET', pathname, req.headers.cookie)) return false
      const target = pageTarget(pathname, query === -1 ? '' : url.slice(query))
      if (!target.cacheable) return false
      const key = keyOf(req.headers.host, pathname, target)
      const entry = store.local(key)
      if (!entry) return false
      const stale = store.isStale(entry)
      if (stale) revalidate(key, entry)
      const { body, headers } = delivered(
        entry,
        stale ? 'stale' : 'hit',
        acceptsGzip(req.headers['accept-encoding']),
      )
      if (requestId !== undefined) headers.push(['x-request-id', requestId])
      res.writeHead(entry.status, headers.flat())
      if (req.method === 'HEAD') {
        body.release() // only its length was sent
        res.end()
      }
      // The copy goes back once the socket wrote all of it; an answer cut short keeps it (GC takes it).
      else res.end(body.bytes, () => res.writableFinished && body.release())
      return stale ? 'stale' : 'hit'
    },

    /** The fetch-level path: shared entries, coalesced renders, storing what the app offered. */
    async answer(request: Request): Promise<Response> {
      const url = new URL(request.url)
      const target = mayUseCache(request.method, url.pathname, request.headers.get('cookie'))
        ? pageTarget(url.pathname, url.search)
        : undefined
      if (!target?.cacheable) return finish(request, withoutOffer(await render(request), 'bypass'))
      // The page renders from what it uses, cache or not: the same answer for every other query.
      const page = target.search === url.search ? request : withSearch(request, url, target.search)
      if (!enabled) return finish(page, withoutOffer(await render(page), 'bypass'))
      const key = keyOf(request.headers.get('host') ?? url.host, url.pathname, target)
      const found = await store.find(key)
      if (found) {
        const stale = store.isStale(found)
        if (stale) revalidate(key, found)
        return fromEntry(request, found, stale ? 'stale' : 'hit')
      }
      const pending = flights.get(key)
      const shared = pending && (await pending)
      if (shared) return fromEntry(request, shared, 'miss')
      const answer = await refresh(key, page).response
      return answer.headers.get('x-cache') === 'miss' ? answer : finish(page, withoutOffer(answer, 'bypass'))
    },

    /** Entries and bytes per layer, for metrics (docs/decisions/200). */
    sizes: () => store.sizes(),

    close() {
      waiting.clear()
      unfollow()
    },
  }
}

/** `request` with only `search` as its query; same method, headers, signal and client address. */
function withSearch(request: Request, url: URL, search: string): Request {
  const moved = new Request(`${url.origin}${url.pathname}${search}`, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
  })
  const ip = (request as Request & { ip?: string }).ip
  if (ip !== undefined) Object.defineProperty(moved, 'ip', { value: ip })
  return moved
}

/** The offer is internal: it never leaves the server. */
function withoutOffer(response: Response, state: 'bypass'): Response {
  const html = /^text\/html/i.test(response.headers.get('content-type') ?? '')
  if (!response.headers.has(offerHeader) && !html) return response
  return editHeaders(response, (headers) => {
    headers.delete(offerHeader)
    if (html) headers.set('x-cache', state)
  })
}
