/**
 * A visitor who closes the tab while their form is still uploading makes the request body fail with
 * Node's `Error: aborted`, and Start logs every error without an HTTP status as a server fault (a
 * stack trace per dropped connection). The same error is the reason of the request's abort signal,
 * which a handler may pass on to its own fetches: a page request without a body that the visitor
 * abandons mid-render threw it too (issue 29), so every request gets the quiet signal. The site's server (src/serve/site.server.ts) passes
 * requests through `quietAborts`, which turns both into a `ClientClosedRequest` with status 499 (nginx's "client closed
 * request"): Start answers it without logging, and nobody is left to read the answer.
 */
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
  const quiet = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body && quietBody(request.body),
    signal: closed.signal,
    duplex: 'half',
  } as RequestInit)
  // The client's address goes along (src/config/publicOrigin.ts reads it the same way).
  const ip = (request as Request & { ip?: string }).ip
  if (ip !== undefined) Object.defineProperty(quiet, 'ip', { value: ip })
  return quiet
}

function quietBody(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const source = body.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await source.read()
        if (done) controller.close()
        else controller.enqueue(value)
      } catch (cause) {
        controller.error(new ClientClosedRequest(cause))
      }
    },
    cancel: (reason) => source.cancel(reason),
  })
}
