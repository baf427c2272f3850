/**
 * The most a request body may carry (decision 211). Every body the site reads is a small form (the
 * avatar image goes straight to the profile service), so a body is read here, whole, before any
 * handler sees it: past the limit the answer is 413 and the connection closes, so the rest of an
 * unwanted upload is never read; within it the handler gets the same request with the bytes in memory.
 */
export const maxBodyBytes = 64 * 1024

/** Answers that leave a body unread say so: the connection closes after them instead of stalling. */
export const closeHeader = { connection: 'close' } as const

const declaredLength = (request: Request): number | undefined => {
  const raw = request.headers.get('content-length')
  return raw !== null && /^\d{1,15}$/.test(raw.trim()) ? Number(raw) : undefined
}

/** srvx's request on Node: asking it for `body` starts reading the socket, so only headers are asked. */
const onNode = (request: Request): boolean =>
  (request as Request & { runtime?: { node?: unknown } }).runtime?.node !== undefined

/** True when the request may carry a body the site would have to read or skip. */
export const hasBody = (request: Request): boolean =>
  (declaredLength(request) ?? 0) > 0 ||
  request.headers.has('transfer-encoding') ||
  (!onNode(request) && request.body !== null)

export function tooLarge(limit = maxBodyBytes): Response {
  return new Response(`Payload Too Large: this site accepts at most ${Math.round(limit / 1024)} KB.\n`, {
    status: 413,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...closeHeader },
  })
}

/**
 * The request with its body read into memory, or the 413 answer. A declared length over the limit is
 * refused without reading a byte; a body of unknown length is read until it passes the limit.
 */
export async function boundedBody(request: Request, limit = maxBodyBytes): Promise<Request | Response> {
  if (request.method === 'GET' || request.method === 'HEAD' || !hasBody(request)) return request
  if ((declaredLength(request) ?? 0) > limit) return tooLarge(limit)
  if (!request.body) return request
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      // The rest stays on the wire: the 413 closes the connection (closeHeader) rather than reading it.
      reader.releaseLock()
      return tooLarge(limit)
    }
    chunks.push(value)
  }
  return keepClientAddress(
    request,
    new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: Buffer.concat(chunks),
      signal: request.signal,
    }),
  )
}

/** `request.ip` (srvx's client address) survives a request rebuilt from another. */
export function keepClientAddress(from: Request, to: Request): Request {
  const ip = (from as Request & { ip?: string }).ip
  if (ip !== undefined) Object.defineProperty(to, 'ip', { value: ip })
  return to
}
