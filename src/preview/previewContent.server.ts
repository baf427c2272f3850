/**
 * The preview proxy's reads (docs/decisions/044): the server holds the read token; the browser only
 * ever gets the page document that an authorised editor is allowed to see.
 * - `readPreviewPage(path)`: the page document with drafts over published documents.
 * - `listenPreview(path, signal)`: the content service's live listener for the page, re-sent as a
 *   bare event stream (`welcome`, `mutation`, keep-alives) without document bodies.
 */
import { pathOf, type ResolvedPath, resolvePath } from '../../models/routes/resolve.ts'
import { getPage, type PageRequest } from '../../services/content/ContentService.ts'
import { loadContentConfig } from '../../services/content/config.ts'
import { runContent } from '../../services/content/run.server.ts'

/** Page documents of these types carry the product (the same rule as the page shell's loader). */
const productScoped = new Set(['features', 'pricing', 'freeTrial', 'tutorials', 'howTo'])

/** The content request for a page path; undefined for paths without a page document (404). */
export function previewRequestFor(path: string): PageRequest | undefined {
  const resolved: ResolvedPath | undefined = resolvePath(path)
  if (!resolved || pathOf(resolved) !== path || resolved.contentType === 'downloads') return undefined
  return {
    contentType: resolved.contentType,
    ...(resolved.slug ? { slug: resolved.slug } : {}),
    ...(resolved.product && productScoped.has(resolved.contentType) ? { product: resolved.product } : {}),
  }
}

/** The page document in preview; rejects with ContentNotFound & co. (check `_tag`). */
export async function readPreviewPage(request: PageRequest): Promise<unknown> {
  const data = await runContent(getPage(request, { preview: true }))
  return data.page
}

/**
 * Documents whose changes can change the page: its content type's page documents and the shared
 * documents pages embed. The listen API takes a filter, not the page query's projection.
 */
export const previewListenQuery =
  '*[(_type == "page" && contentType == $contentType) || _type in ["soundpack", "licenseModal"]]'

export function listenUrl(request: PageRequest): { url: string; token: string | undefined } {
  const config = loadContentConfig()
  const host = config.apiHost ?? `https://${config.projectId}.api.sanity.io`
  const url = new URL(`${host}/v${config.apiVersion}/data/listen/${config.dataset}`)
  url.searchParams.set('query', previewListenQuery)
  url.searchParams.set('$contentType', JSON.stringify(request.contentType))
  url.searchParams.set('includeResult', 'false')
  url.searchParams.set('includeMutations', 'false')
  return { url: url.href, token: config.readToken }
}

const encoder = new TextEncoder()

/**
 * An event stream that ends when the upstream listener ends or fails (the browser's machine then
 * reconnects after 1 s) or when the browser goes away (the upstream request is aborted).
 */
export function listenPreview(request: PageRequest, signal: AbortSignal): ReadableStream<Uint8Array> {
  const upstream = new AbortController()
  signal.addEventListener('abort', () => upstream.abort())
  const { url, token } = listenUrl(request)
  return new ReadableStream({
    async start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text))
      try {
        const response = await fetch(url, {
          headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          signal: upstream.signal,
        })
        if (!response.ok || !response.body) throw new Error(`listen answered ${response.status}`)
        let buffer = ''
        for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
          buffer += chunk
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const name = /^event: ?(.*)$/m.exec(block)?.[1]
            if (name === 'welcome' || name === 'mutation') send(`event: ${name}\ndata: {}\n\n`)
            else if (block.startsWith(':')) send(': keep-alive\n\n')
            else if (name === 'reconnect' || name === 'disconnect' || name === 'channelError') return
          }
        }
      } catch (error) {
        if (!upstream.signal.aborted) console.warn('[preview] listener ended:', (error as Error).message)
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
