/**
 * One cached answer (docs/decisions/070, 200): status, headers and the body in two forms, identity and
 * gzip, each ONE buffer of its own with blanks where each hit writes its CSP nonce. The gzip form is a
 * whole gzip member whose nonce places are stored (uncompressed) deflate blocks, so no hit compresses
 * anything: it writes the nonce and the CRC-32 (zlib's, over the page's stretches and the nonce).
 *
 * What an entry costs (`bytes`) is what it keeps: the page, its gzip form, headers and tags; never the
 * 64 KB backing store a zlib result comes in (copied out), never a slice of someone else's buffer.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib'
import { offerHeader } from './eligible.ts'

export interface Entry {
  readonly url: string
  readonly status: number
  /** Header name/value pairs; a value in several pieces had the nonce between them. */
  readonly headers: ReadonlyArray<readonly [string, ReadonlyArray<string>]>
  readonly tags: ReadonlyArray<string>
  /** When the render that produced it started: what changed after it makes the entry stale. */
  readonly readAt: number
  /** The page, with spaces where the nonce goes. */
  readonly page: Buffer
  /** Where the nonce goes in `page`. */
  readonly at: ReadonlyArray<number>
  /** The nonce's length: every nonce of the site has the same (src/security/headers.ts). */
  readonly width: number
  /** The gzip member with blanks where the nonce goes and where its CRC-32 goes (the last 8 bytes). */
  readonly gzip: Buffer
  readonly gzipAt: ReadonlyArray<number>
  /** What keeping it costs, in bytes (the page, its gzip form, headers, tags, bookkeeping). */
  readonly bytes: number
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

/** Objects, arrays and numbers around the buffers: a generous flat estimate, so `bytes` never flatters. */
const bookkeeping = 1024

/** A buffer with a backing store of exactly its own size (Buffer.from pools small ones in shared 8 KB slabs). */
export function ownCopy(bytes: Uint8Array): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length)
  copy.set(bytes)
  return copy
}

function placesOf(buffer: Buffer, nonce: string): number[] {
  const at: number[] = []
  for (let i = buffer.indexOf(nonce); i !== -1; i = buffer.indexOf(nonce, i + nonce.length)) at.push(i)
  return at
}

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
/** An empty final block with fixed codes: BFINAL=1, BTYPE=01, end-of-block. */
const finalBlock = Buffer.from([0x03, 0x00])

/** A non-final stored block's 5-byte header for `length` bytes; the block before it ended byte-aligned. */
function storedBlockHeader(length: number): Buffer {
  const header = Buffer.alloc(5)
  header.writeUInt16LE(length, 1)
  header.writeUInt16LE(~length & 0xffff, 3)
  return header
}

/**
 * The gzip form: each stretch between nonces deflated on its own (a back-reference across a nonce
 * would copy the stored nonce, not the hit's), ending byte-aligned (sync flush), then the nonce as a
 * stored block. Copied into one buffer; the deflate results (64 KB backing stores each) are dropped.
 */
function gzipTemplate(page: Buffer, at: ReadonlyArray<number>, width: number) {
  const parts: Buffer[] = [gzipHeader]
  const places: number[] = []
  let offset = gzipHeader.length
  let from = 0
  const blank = Buffer.alloc(width, 0x20)
  for (const place of [...at, page.length]) {
    const stretch = page.subarray(from, place)
    if (stretch.length > 0) {
      const deflated = deflateRawSync(stretch, { level: 9, finishFlush: constants.Z_SYNC_FLUSH })
      parts.push(deflated)
      offset += deflated.length
    }
    if (place === page.length) break
    parts.push(storedBlockHeader(width), blank)
    places.push(offset + 5)
    offset += 5 + width
    from = place + width
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(page.length >>> 0, 4)
  parts.push(finalBlock, trailer)
  const gzip = Buffer.allocUnsafeSlow(offset + finalBlock.length + trailer.length)
  let cursor = 0
  for (const part of parts) cursor += part.copy(gzip, cursor)
  return { gzip, gzipAt: places }
}

const costOf = (entry: Omit<Entry, 'bytes'>): number =>
  entry.page.length +
  entry.gzip.length +
  entry.url.length * 2 +
  entry.headers.reduce((n, [name, parts]) => n + name.length + parts.join('').length * 2 + 64, 0) +
  entry.tags.reduce((n, tag) => n + tag.length * 2 + 32, 0) +
  (entry.at.length + entry.gzipAt.length) * 8 +
  bookkeeping

function finish(entry: Omit<Entry, 'bytes'>): Entry {
  return { ...entry, bytes: costOf(entry) }
}

export function makeEntry(input: {
  url: string
  status: number
  headers: Iterable<[string, string]>
  body: Uint8Array
  nonce: string
  tags: ReadonlyArray<string>
  readAt: number
}): Entry {
  const width = Buffer.byteLength(input.nonce)
  const page = ownCopy(input.body)
  const at = placesOf(page, input.nonce)
  for (const place of at) page.fill(0x20, place, place + width)
  const headers: [string, string[]][] = []
  for (const [name, value] of input.headers)
    if (!dropped.has(name)) headers.push([name, value.split(input.nonce)])
  return finish({
    url: input.url,
    status: input.status,
    headers,
    tags: input.tags,
    readAt: input.readAt,
    page,
    at,
    width,
    ...gzipTemplate(page, at, width),
  })
}

export function headersOf(entry: Entry, nonce: string): [string, string][] {
  return entry.headers.map(([name, parts]) => [
    name,
    parts.length === 1 ? (parts[0] ?? '') : parts.join(nonce),
  ])
}

/** The CRC-32 of the page with `nonce` in its places, from zlib over the stretches between them. */
function crcWith(entry: Entry, nonce: Buffer): number {
  let crc = 0
  let from = 0
  for (const place of entry.at) {
    crc = crc32(entry.page.subarray(from, place), crc)
    crc = crc32(nonce, crc)
    from = place + entry.width
  }
  return crc32(entry.page.subarray(from), crc)
}

/** Writes `nonce` into a copy of the form (`copy` came from `entry`'s form, or is a fresh one). */
export function writeIdentity(entry: Entry, nonce: Buffer, copy: Buffer): Buffer {
  for (const place of entry.at) nonce.copy(copy, place)
  return copy
}

export function writeGzip(entry: Entry, nonce: Buffer, copy: Buffer): Buffer {
  for (const place of entry.gzipAt) nonce.copy(copy, place)
  copy.writeUInt32LE(crcWith(entry, nonce) >>> 0, copy.length - 8)
  return copy
}

/**
 * For the shared layer (Redis): a 4-byte length, JSON of everything but the bodies, then the page and
 * its gzip form as they are (base64 would make every entry a third bigger and cost a pass each way).
 */
export function encodeEntry(entry: Entry): Uint8Array {
  const { page, gzip, bytes: _bytes, ...rest } = entry
  const head = Buffer.from(JSON.stringify({ ...rest, pageLength: page.length, gzipLength: gzip.length }))
  const out = Buffer.allocUnsafeSlow(4 + head.length + page.length + gzip.length)
  out.writeUInt32BE(head.length, 0)
  head.copy(out, 4)
  page.copy(out, 4 + head.length)
  gzip.copy(out, 4 + head.length + page.length)
  return out
}

export function decodeEntry(bytes: Uint8Array): Entry | undefined {
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    const headLength = buffer.readUInt32BE(0)
    const raw = JSON.parse(buffer.toString('utf8', 4, 4 + headLength))
    const start = 4 + headLength
    const { pageLength, gzipLength, ...rest } = raw
    if (start + pageLength + gzipLength !== buffer.length) return undefined
    // Copies of their own: the reply buffer may be a slice of a bigger one.
    const page = ownCopy(buffer.subarray(start, start + pageLength))
    const gzip = ownCopy(buffer.subarray(start + pageLength))
    return finish({ ...rest, page, gzip })
  } catch {
    return undefined
  }
}
