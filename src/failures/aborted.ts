/**
 * A visitor who closes the tab while their form is still uploading makes the request body fail with
 * Node's `Error: aborted`, and Start logs every error without an HTTP status as a server fault (a
 * stack trace per dropped connection). The same error is the reason of the request's abort signal,
 * which a handler may pass on to its own fetches: a page request without a body that the visitor
 * abandons mid-render threw it too (issue 29), so every request gets the quiet signal. The site's server (src/serve/site.server.ts) passes
 * requests through `quietAborts`, which turns both into a `ClientClosedRequest` with status 499 (nginx's "client closed
 * request"): Start answers it without logging, and nobody is left to read the answer.
 */
import { hasBody, keepClientAddress } from './bodyLimit.ts'

export class ClientClosedRequest extends Error {
  override readonly name = 'ClientClosedRequest'
  readonly status = 499
  constructor(cause: unknown) {
    super('The client closed the connection before the request body arrived', { cause })
    this.stack = undefined
  }
}

export function quietAborts(request: Request): Request {
  const closed = new AbortController()
  const abort = () => closed.abort(new ClientClosedRequest(request.signal.reason))
  if (request.signal.aborted) abort()
  else request.signal.addEventListener('abort', abort, { once: true })
  // Decided on the headers: asking a Node request for its body already starts reading it. A request
  // without one still gets the quiet signal (a page abandoned mid-render aborts it too).
  const withBody = request.method !== 'GET' && request.method !== 'HEAD' && hasBody(request)
  return keepClientAddress(
    request,
    new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: withBody ? lazyBody(request) : null,
      signal: closed.signal,
      duplex: 'half',
    } as RequestInit),
  )
}

/**
 * The source is touched only when someone reads the body: a body nobody reads stays Node's, which
 * skips it after the answer, so the next request on a keep-alive connection is not stuck behind it.
 */
function lazyBody(request: Request): ReadableStream<Uint8Array> {
  let source: ReadableStreamDefaultReader<Uint8Array> | undefined
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          source ??= request.body?.getReader()
          if (!source) {
            controller.close()
            return
          }
          const { done, value } = await source.read()
          if (done) controller.close()
          else controller.enqueue(value)
        } catch (cause) {
          controller.error(new ClientClosedRequest(cause))
        }
      },
      cancel: (reason) => source?.cancel(reason),
    },
    // No read ahead: pull runs only when the body is read.
    { highWaterMark: 0 },
  )
}
