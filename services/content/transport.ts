/**
 * How the service reaches the CMS: one method, "run this GROQ query". The live transport is
 * @sanity/client (spec §9 settings); tests may use an in-memory one (testing.ts). Transports reject
 * with ContentUnavailable; everything else is the service's business.
 */
import { createClient, isHttpError, type SanityClient } from '@sanity/client'
import type { ContentConfig } from './config.ts'
import { ContentUnavailable } from './errors.ts'
import { type ContentHealth, contentHealth } from './health.ts'
import { type Sleep, withRetries } from './retry.ts'
import { stegaFilter } from './stega.ts'

export interface QueryOptions {
  /** Read drafts over published documents (needs the read token). */
  readonly preview: boolean
  /** Aborted when the caller's deadline passes. */
  readonly signal: AbortSignal
  /** Request tag (letters, digits, `._-`, at most 75: @sanity/client enforces it). */
  readonly tag: string
  /** Told the answer's `syncTags` (Live Content API), so a cached page can be dropped when they change. */
  readonly onSyncTags?: (tags: ReadonlyArray<string>) => void
}

export interface ContentTransport {
  /** True when preview (draft) reads are possible. */
  readonly canPreview: boolean
  query(query: string, params: Record<string, unknown>, options: QueryOptions): Promise<unknown>
}

/** Maps whatever @sanity/client threw to ContentUnavailable. */
export function toUnavailable(error: unknown): ContentUnavailable {
  if (isHttpError(error) || (error instanceof Error && 'statusCode' in error)) {
    const statusCode = Number((error as { statusCode?: number }).statusCode)
    return new ContentUnavailable({
      reason: statusCode >= 500 ? 'server' : 'client',
      statusCode,
      detail: (error as Error).message.slice(0, 500),
    })
  }
  const name = error instanceof Error ? error.name : ''
  const code = (error as { code?: string } | undefined)?.code ?? ''
  if (name === 'AbortError' || name === 'TimeoutError' || /TIMEDOUT/.test(code))
    return new ContentUnavailable({ reason: 'timeout', detail: String((error as Error).message ?? error) })
  // fetch() says only "fetch failed"; why (ECONNREFUSED, …) is on its cause.
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause?.code
  const message = String((error as Error)?.message ?? error)
  return new ContentUnavailable({ reason: 'network', detail: cause ? `${message} (${cause})` : message })
}

export function sanityClients(config: ContentConfig): { published: SanityClient; preview?: SanityClient } {
  const base = {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    useCdn: false,
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
    // Per attempt; the service's deadline bounds the whole call including retries.
    timeout: config.timeoutMs,
    // Retries are ours (retry.ts): the client's cover network errors only, spec §9 wants 429/502/503 too.
    maxRetries: 0,
  }
  // Published reads never carry the token: anonymous reads cannot see drafts (docs/decisions/018).
  const published = createClient({ ...base, withCredentials: true, perspective: 'published' })
  if (!config.readToken) return { published }
  // With a Studio to edit in, preview strings carry their source (stega) for the visual-editing overlay.
  const stega = config.studioUrl
    ? { enabled: true, studioUrl: config.studioUrl, filter: stegaFilter }
    : undefined
  const preview = createClient({
    ...base,
    token: config.readToken,
    perspective: 'drafts',
    ...(stega ? { stega } : {}),
  })
  return { published, preview }
}

/** Nobody listens there: no retry can help, so the breaker opens on the first one. */
const refused = (error: ContentUnavailable) => /ECONNREFUSED|ENOTFOUND|EHOSTUNREACH/.test(error.detail)

/**
 * `sleep` is the wait between retries (tests pass one that records instead of waiting); `health` the
 * breaker (health.ts): while it is open, reads fail at once and retries stop.
 */
export function sanityTransport(
  config: ContentConfig,
  sleep?: Sleep,
  health: ContentHealth = contentHealth(),
): ContentTransport {
  const clients = sanityClients(config)
  return {
    canPreview: clients.preview !== undefined,
    async query(query, params, options) {
      const client = options.preview ? clients.preview : clients.published
      if (!client)
        throw new ContentUnavailable({ reason: 'client', detail: 'preview needs SANITY_READ_TOKEN' })
      const wasDown = health.down
      if (!health.admit())
        throw new ContentUnavailable({ reason: 'network', detail: 'content service down: failing fast' })
      const read = async () => {
        try {
          const answer = await client.fetch(query, params, {
            signal: options.signal,
            tag: options.tag,
            filterResponse: false,
            returnQuery: false,
          })
          options.onSyncTags?.(answer.syncTags ?? [])
          return answer.result
        } catch (error) {
          const unavailable = error instanceof ContentUnavailable ? error : toUnavailable(error)
          if (refused(unavailable)) health.failed(unavailable, true)
          throw unavailable
        }
      }
      try {
        const result = await withRetries(read, options.signal, sleep, () => wasDown)
        health.succeeded()
        return result
      } catch (error) {
        // An aborted read (the visitor left, or the page's deadline) is not news about the service.
        if (error instanceof ContentUnavailable && !options.signal?.aborted) health.failed(error)
        throw error
      }
    },
  }
}
