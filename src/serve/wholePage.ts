/**
 * A page rendered whole, as the response srvx sends (docs/decisions/285): srvx writes its string to the
 * socket as it is, with its length, instead of reading the platform's `Response` back as a stream.
 */
import { FastResponse } from 'srvx'

/**
 * srvx's response over a page's HTML, whose `body` is a stream of its own. Start reads `body` of every
 * response it passes through (to track who owns the stream), and the inherited getter would build the
 * platform's `Response` to answer it, the very cost this avoids. The stream encodes the page only if
 * something reads it (compression, the HTML cache's store); srvx, sending the response, writes the string.
 */
const html = Symbol('html')
const stream = Symbol('stream')
/** Each page's body stream, to its page: a response rebuilt around that stream is still that page. */
const pages = new WeakMap<ReadableStream<Uint8Array>, string>()
const WholePage = class extends FastResponse {}
Object.defineProperty(WholePage.prototype, 'body', {
  get(this: { [html]: string; [stream]?: ReadableStream<Uint8Array> }) {
    const page = this[html]
    if (this[stream] === undefined) {
      // No queue ahead of a reader (high-water mark 0): the page is encoded only when it is read.
      this[stream] = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            controller.enqueue(new TextEncoder().encode(page))
            controller.close()
          },
        },
        { highWaterMark: 0 },
      )
      pages.set(this[stream], page)
    }
    return this[stream]
  },
})
export function wholePage(page: string, init: ResponseInit): Response {
  const response = new WholePage(page, init)
  Object.defineProperty(response, html, { value: page })
  return response
}

/**
 * The page again as srvx's response, when a step rebuilt the platform's `Response` around its unread
 * body: Start does so when a loader set a header or a cookie (an account screen's device cookie, its
 * `no-store`), and srvx would then send the page as a stream, chunked. Any other response is returned as
 * it is, as is a page whose body was read.
 */
export function asWholePage(response: Response): Response {
  if (response instanceof WholePage) return response
  const body = response.body
  const page = body === null ? undefined : pages.get(body)
  if (page === undefined || body?.locked || response.bodyUsed) return response
  return wholePage(page, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}
