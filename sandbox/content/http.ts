/** Small HTTP helpers shared by the route handlers: bodies with limits, JSON answers, CORS, auth. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { ApiError, badRequest, forbidden, unauthorized } from './errors.ts'

/** Reads the whole body, refusing more than `limit` bytes with a 413 in Sanity's shape. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) throw tooLarge(limit)
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > limit) throw tooLarge(limit)
      chunks.push(chunk)
    }
  } catch (error) {
    if (error instanceof ApiError) throw error
    // The caller went away mid-body: nothing was read, nothing is written.
    throw badRequest('The request body was cut off before its end')
  }
  return Buffer.concat(chunks)
}

const tooLarge = (limit: number) =>
  new ApiError(413, 'httpPayloadTooLarge', `Request body too large: the limit is ${limit} bytes`)

/** Parses a JSON request body; a 400 when it is not JSON or not an object. */
export async function readJson(req: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  const text = (await readBody(req, limit)).toString('utf8')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw badRequest('Request body is not valid JSON')
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('Request body must be a JSON object')
  }
  return value as Record<string, unknown>
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  })
  res.end(text)
}

export function sendError(res: ServerResponse, error: ApiError): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  // The rest of a refused body is not read: close the connection rather than drain it.
  if (error.status === 413) res.setHeader('Connection', 'close')
  sendJson(res, error.status, error.body)
}

const loopbackOrigin = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/

/** True for an origin on this machine: the only origins the stand-in's CORS list holds. */
export function isLoopbackOrigin(origin: string | undefined): boolean {
  return typeof origin === 'string' && loopbackOrigin.test(origin)
}

/**
 * CORS for loopback origins only, with credentials, like a Sanity project whose CORS list holds
 * localhost. Other origins get no CORS headers, so browsers refuse them (docs/decisions/013).
 * Returns true when the request was a preflight and has been answered.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin
  const allowed = typeof origin === 'string' && loopbackOrigin.test(origin)
  if (allowed) {
    res.setHeader('Access-Control-Allow-Origin', origin)
    res.setHeader('Access-Control-Allow-Credentials', 'true')
    res.setHeader('Vary', 'Origin')
  }
  if (req.method !== 'OPTIONS') return false
  if (origin !== undefined && !allowed) {
    sendError(res, forbidden(`Origin ${origin.slice(0, 100)} is not allowed: only loopback origins are`))
    return true
  }
  if (allowed) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    // Sanity allows what a CORS origin asks for; the Studio sends its own headers (X-Sanity-App, …).
    const asked = req.headers['access-control-request-headers']
    const extra =
      typeof asked === 'string' && /^[A-Za-z0-9-]+(\s*,\s*[A-Za-z0-9-]+)*$/.test(asked) ? `, ${asked}` : ''
    res.setHeader('Access-Control-Allow-Headers', `Authorization, Content-Type, Last-Event-ID, Range${extra}`)
    res.setHeader('Access-Control-Max-Age', '600')
  }
  res.writeHead(204)
  res.end()
  return true
}

/**
 * Whether the caller holds the editor token. No Authorization header is an anonymous caller; a
 * header with any other token is refused with a 401, as Sanity refuses an invalid token.
 */
export function isEditor(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization
  if (header === undefined) return false
  const match = /^Bearer\s+(.+)$/i.exec(header)
  if (!match || match[1] !== token) throw unauthorized('Unauthorized - Session not found or token invalid')
  return true
}

/** Decodes one path segment; broken percent-encoding is a 400, not a URIError. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw badRequest(`Malformed percent-encoding in the path: "${segment.slice(0, 60)}"`)
  }
}

/**
 * Parses a query string strictly: URLSearchParams would silently turn broken percent-encoding into
 * U+FFFD, which would then run as a different query.
 */
export function parseSearch(search: string): URLSearchParams {
  const raw = search.startsWith('?') ? search.slice(1) : search
  for (const part of raw.split('&')) {
    try {
      decodeURIComponent(part.replaceAll('+', ' '))
    } catch {
      throw badRequest(`Malformed percent-encoding in the query string: "${part.slice(0, 60)}"`)
    }
  }
  return new URLSearchParams(raw)
}
