/**
 * One cached answer (docs/decisions/070): status, headers and body with the CSP nonce cut out, kept
 * as the pieces between the nonce's places, plus the same pieces deflated one by one. A hit puts a
 * new nonce between the pieces; for gzip it puts it in as a stored (uncompressed) deflate block, so no
 * hit compresses anything: the gzip stream is the pieces, the nonces, a final empty block and the
 * CRC-32 of the whole, which zlib computes natively over the pieces.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib'
import { offerHeader } from './eligible.ts'

export interface Entry {
  readonly url: string
  readonly status: number
  /** Header name/value pairs; a value in several pieces had the nonce between them. */
  readonly headers: ReadonlyArray<readonly [string, ReadonlyArray<string>]>
  readonly body: ReadonlyArray<Buffer>
  readonly deflated: ReadonlyArray<Buffer>
  readonly tags: ReadonlyArray<string>
  /** When the render that produced it started: what changed after it makes the entry stale. */
  readonly readAt: number
}

/** Headers a hit sets itself, or that must never be replayed. */
const dropped = new Set([
  offerHeader,
  'content-length',
  'content-encoding',
  'date',
  'set-cookie',
  'vary',
  'transfer-encoding',
  'connection',
  'keep-alive',
])

const split = (text: Buffer | string, nonce: string): Buffer[] => {
  const buffer = typeof text === 'string' ? Buffer.from(text) : text
  const parts: Buffer[] = []
  let from = 0
  for (let at = buffer.indexOf(nonce, from); at !== -1; at = buffer.indexOf(nonce, from)) {
    parts.push(buffer.subarray(from, at))
    from = at + nonce.length
  }
  parts.push(buffer.subarray(from))
  return parts
}

export function makeEntry(input: {
  url: string
  status: number
  headers: Iterable<[string, string]>
  body: Buffer
  nonce: string
  tags: ReadonlyArray<string>
  readAt: number
}): Entry {
  const body = split(input.body, input.nonce).map((part) => Buffer.from(part))
  const headers: [string, string[]][] = []
  for (const [name, value] of input.headers)
    if (!dropped.has(name)) headers.push([name, split(value, input.nonce).map(String)])
  return {
    url: input.url,
    status: input.status,
    headers,
    body,
    deflated: body.map((part) => deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH })),
    tags: input.tags,
    readAt: input.readAt,
  }
}

const joinWith = <T>(parts: ReadonlyArray<T>, between: (i: number) => T): T[] =>
  parts.flatMap((part, i) => (i < parts.length - 1 ? [part, between(i)] : [part]))

export function headersOf(entry: Entry, nonce: string): [string, string][] {
  return entry.headers.map(([name, parts]) => [name, parts.join(nonce)])
}

export function identityBody(entry: Entry, nonce: string): Buffer {
  const value = Buffer.from(nonce)
  return Buffer.concat(joinWith(entry.body, () => value))
}

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
/** An empty final block with fixed codes: BFINAL=1, BTYPE=01, end-of-block. */
const finalBlock = Buffer.from([0x03, 0x00])

/** A non-final stored block holding `data` (< 64 KB); the block before it ended byte-aligned. */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length)
  block[0] = 0
  block.writeUInt16LE(data.length, 1)
  block.writeUInt16LE(~data.length & 0xffff, 3)
  data.copy(block, 5)
  return block
}

export function gzipBody(entry: Entry, nonce: string): Buffer {
  const value = Buffer.from(nonce)
  let crc = 0
  let size = 0
  entry.body.forEach((part, i) => {
    crc = crc32(part, crc)
    size += part.length
    if (i < entry.body.length - 1) {
      crc = crc32(value, crc)
      size += value.length
    }
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  const stored = storedBlock(value)
  return Buffer.concat([gzipHeader, ...joinWith(entry.deflated, () => stored), finalBlock, trailer])
}

/** For the shared layer (another instance, or Redis): JSON with base64 pieces. */
export function encodeEntry(entry: Entry): Uint8Array {
  const b64 = (parts: ReadonlyArray<Buffer>) => parts.map((part) => part.toString('base64'))
  return Buffer.from(JSON.stringify({ ...entry, body: b64(entry.body), deflated: b64(entry.deflated) }))
}

export function decodeEntry(bytes: Uint8Array): Entry | undefined {
  try {
    const raw = JSON.parse(Buffer.from(bytes).toString('utf8'))
    const buffers = (parts: string[]) => parts.map((part) => Buffer.from(part, 'base64'))
    return { ...raw, body: buffers(raw.body), deflated: buffers(raw.deflated) }
  } catch {
    return undefined
  }
}
