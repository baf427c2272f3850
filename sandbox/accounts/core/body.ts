/**
 * Request bodies as the services accept them (JSON or form-encoded) and the checks every call shares:
 * required parameters (2013), HTML tags (5023), GET without a body.
 */
import type { IncomingMessage } from 'node:http'
import { errors } from './http.ts'

const maxBodyBytes = 1_000_000

/** Reads the whole body (up to 1 MB) without interpreting it, so auth can fail before parsing. */
export function readRaw(request: IncomingMessage): Promise<Buffer> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBodyBytes) {
        fail(errors.invalidParameters('Request body too large'))
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => ok(Buffer.concat(chunks)))
    request.on('error', fail)
  })
}

/**
 * Reads a `rawBody` route's bytes, keeping at most `maxBytes + 1` and draining the rest, so the handler
 * can refuse an oversize upload with an answer the client actually receives (no reset connection).
 */
export function readUpTo(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      if (size > maxBytes) return
      chunks.push(chunk)
      size += chunk.length
    })
    request.on('end', () => ok(Buffer.concat(chunks).subarray(0, maxBytes + 1)))
    request.on('error', fail)
  })
}

/** Form fields: a repeated key or `key[]` becomes an array, as PHP-style services read them. */
export function formToObject(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const isList = rawKey.endsWith('[]')
    const key = isList ? rawKey.slice(0, -2) : rawKey
    const prior = out[key]
    if (prior === undefined) out[key] = isList ? [value] : value
    else out[key] = Array.isArray(prior) ? [...prior, value] : [prior, value]
  }
  return out
}

/** Fails with 415/2003 on other content types and 400/2012 on malformed JSON or a GET with a body. */
export function parseBody(
  raw: Buffer,
  method: string,
  contentType: string | undefined,
): Record<string, unknown> {
  if (method === 'GET' || method === 'HEAD') {
    if (raw.length > 0) throw errors.invalidParameters('GET requests must not carry a body')
    return {}
  }
  if (raw.length === 0) return {}
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  const text = raw.toString('utf8')
  if (type === 'application/json' || type.endsWith('+json')) {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      throw errors.invalidParameters('Malformed JSON body')
    }
    // The provider's own client sends body-less POST and PUT calls as the literal `null` (decision 230).
    if (parsed === null) return {}
    if (typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw errors.invalidParameters('The JSON body must be an object')
    }
    return parsed as Record<string, unknown>
  }
  if (type === 'application/x-www-form-urlencoded') return formToObject(text)
  throw errors.unsupportedContentType(type || '(none)')
}

const htmlTag = /<\s*\/?\s*[a-z!][^>]*>/i
/** Fields whose values are secrets, never shown as text, so tags in them are harmless. */
const exempt = new Set(['password', 'code_verifier', 'refresh_token', 'code'])

/** 400/5023 naming every field (body or query) whose text contains an HTML tag. */
export function rejectHtml(body: Record<string, unknown>, query: URLSearchParams): void {
  const offenders = new Set<string>()
  const visit = (key: string, value: unknown): void => {
    if (exempt.has(key)) return
    if (typeof value === 'string' && htmlTag.test(value)) offenders.add(key)
    else if (Array.isArray(value)) for (const item of value) visit(key, item)
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(k, v)
  }
  for (const [key, value] of Object.entries(body)) visit(key, value)
  for (const [key, value] of query) visit(key, value)
  if (offenders.size > 0) throw errors.htmlTags([...offenders])
}

const isMissing = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** 400/2013 naming every missing parameter; returns the values as strings. */
export function requireParams<K extends string>(
  source: Record<string, unknown>,
  names: ReadonlyArray<K>,
): Record<K, string> {
  const missing = names.filter((name) => isMissing(source[name]))
  if (missing.length > 0) throw errors.missingParameters(missing)
  const out = {} as Record<K, string>
  for (const name of names) {
    const value = source[name]
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw errors.invalidParameters(`${name} must be a string`)
    }
    out[name] = String(value)
  }
  return out
}

/** An optional string parameter; 400/2012 when present but not a string or number. */
export function optionalParam(source: Record<string, unknown>, name: string): string | undefined {
  const value = source[name]
  if (isMissing(value)) return undefined
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw errors.invalidParameters(`${name} must be a string`)
  }
  return String(value)
}

/** Booleans arrive as JSON booleans or as form text (`true`, `1`). */
export function flag(source: Record<string, unknown>, name: string): boolean {
  const value = source[name]
  return value === true || value === 1 || value === 'true' || value === '1'
}

export const queryObject = (query: URLSearchParams): Record<string, unknown> =>
  Object.fromEntries(query.entries())
