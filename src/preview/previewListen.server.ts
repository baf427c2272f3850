/**
 * The preview page's live listener (spec §4, §7 "a live listen call on the same query", docs/decisions/
 * 044 and 131): the content service's listener on the page's own query and parameters, opened with the
 * server's token and re-sent to the browser as a bare event stream (`welcome`, `mutation`, keep-alives,
 * no document bodies). Its failures go out as typed `listenerError` events (models/previewListener.ts):
 * a URL over 14,800 characters is refused before any request, and connection, disconnect, channel and
 * message errors each get their own tag.
 */
import {
  ListenerChannelError,
  ListenerConnectionError,
  ListenerDisconnectError,
  type ListenerError,
  ListenerMessageError,
  ListenerQueryTooLarge,
  listenerErrorBlock,
  listenerUrlLimit,
} from '../../models/previewListener.ts'
import type { PageRequest } from '../../services/content/ContentService.ts'
import { loadContentConfig } from '../../services/content/config.ts'
import { pageQuery } from '../../services/content/queries.ts'

/** The listen URL for the page: its own query with the same parameters as the page read. */
export function listenUrl(request: PageRequest): { url: string; token: string | undefined } {
  const config = loadContentConfig()
  const host = config.apiHost ?? `https://${config.projectId}.api.sanity.io`
  const url = new URL(`${host}/v${config.apiVersion}/data/listen/${config.dataset}`)
  url.searchParams.set('query', pageQuery(request.contentType))
  url.searchParams.set('$contentType', JSON.stringify(request.contentType))
  url.searchParams.set('$slug', JSON.stringify(request.slug ?? null))
  url.searchParams.set('$product', JSON.stringify(request.product ?? null))
  url.searchParams.set('includeResult', 'false')
  url.searchParams.set('includeMutations', 'false')
  if (url.href.length > listenerUrlLimit) throw new ListenerQueryTooLarge()
  return { url: url.href, token: config.readToken }
}

const encoder = new TextEncoder()

/** What one upstream event means for the browser: pass it on, report a failure, or both. */
function translate(block: string): { send?: string; error?: ListenerError; end?: boolean } {
  if (block.startsWith(':')) return { send: ': keep-alive\n\n' }
  const name = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message'
  const raw = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join('\n')
  let data: Record<string, unknown> | undefined
  try {
    data = raw === '' ? {} : (JSON.parse(raw) as Record<string, unknown>)
  } catch {
    return { error: new ListenerMessageError(`Unable to parse the listener's ${name} message`) }
  }
  const text = (key: string) => (typeof data?.[key] === 'string' ? (data[key] as string) : undefined)
  switch (name) {
    case 'welcome':
    case 'mutation':
      return { send: `event: ${name}\ndata: {}\n\n` }
    case 'channelError':
      return { error: new ListenerChannelError(text('message') ?? 'The listener channel failed'), end: true }
    case 'disconnect':
      return {
        error: new ListenerDisconnectError(
          `Server disconnected client: ${text('reason') ?? 'unknown error'}`,
        ),
        end: true,
      }
    case 'reconnect':
      return { error: new ListenerConnectionError('The content service asked to reconnect'), end: true }
    case 'error':
      return {
        error: new ListenerMessageError(text('message') ?? text('error') ?? 'The listener sent an error'),
      }
    default:
      return {} // events the preview does not use
  }
}

/**
 * An event stream that ends after a failure that ends the listener (the browser's machine decides what
 * next by the error's tag) or when the browser goes away (the upstream request is aborted then).
 */
export function listenPreview(request: PageRequest, signal: AbortSignal): ReadableStream<Uint8Array> {
  const upstream = new AbortController()
  signal.addEventListener('abort', () => upstream.abort())
  return new ReadableStream({
    async start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text))
      const fail = (error: ListenerError) => send(listenerErrorBlock(error))
      try {
        const { url, token } = listenUrl(request)
        const response = await fetch(url, {
          headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          signal: upstream.signal,
        }).catch((error: Error) => {
          throw new ListenerConnectionError(`The listener could not connect: ${error.message}`)
        })
        if (!response.ok || !response.body) {
          void response.body?.cancel()
          throw new ListenerConnectionError(`The listener was refused (${response.status})`, response.status)
        }
        let buffer = ''
        for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
          buffer += chunk
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const outcome = translate(buffer.slice(0, end))
            buffer = buffer.slice(end + 2)
            if (outcome.send) send(outcome.send)
            if (outcome.error) fail(outcome.error)
            if (outcome.end) return
          }
        }
        throw new ListenerConnectionError('The listener connection closed')
      } catch (error) {
        if (upstream.signal.aborted) return
        const typed = (error as Partial<ListenerError>)._tag
          ? (error as ListenerError)
          : new ListenerConnectionError(`The listener connection broke: ${(error as Error).message}`)
        console.warn(`[preview] listener ${typed._tag}: ${typed.message}`)
        fail(typed)
      } finally {
        try {
          controller.close()
        } catch {} // already cancelled by the browser
      }
    },
    cancel() {
      upstream.abort()
    },
  })
}
