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

/**
 * A body with the nonce in place, on loan from its entry. A hit hands `bytes` to the socket and calls
 * `release()` once the socket has written them: the copy then serves the next hit, which only
 * overwrites the nonce's places. At most `spareCopies` copies per entry and form wait for reuse.
 */
export interface Lease {
  readonly bytes: Buffer
  release(): void
}

const spareCopies = 16

/** The bytes of one form (identity or gzip) with blanks where each answer puts its nonce. */
interface Template {
  readonly bytes: Buffer
  /** Where the nonce goes. */
  readonly at: number[]
  readonly width: number
  /** gzip only: where the CRC-32 of the page goes. */
  readonly crcAt?: number
  readonly spare: Buffer[]
}

const identityTemplates = new WeakMap<Entry, Template>()
const gzipTemplates = new WeakMap<Entry, Template>()

/** Concatenates `pieces`; the nonce goes `inner` bytes into each piece that is `blank`. */
function template(pieces: Buffer[], blank: Buffer, inner: number, width: number): Template {
  const at: number[] = []
  let offset = 0
  for (const piece of pieces) {
    if (piece === blank) at.push(offset + inner)
    offset += piece.length
  }
  return { bytes: Buffer.concat(pieces), at, width, spare: [] }
}

function lease(template: Template, nonce: Buffer, crc?: number): Lease {
  const bytes = template.spare.pop() ?? Buffer.from(template.bytes)
  for (const place of template.at) nonce.copy(bytes, place)
  if (template.crcAt !== undefined && crc !== undefined) bytes.writeUInt32LE(crc >>> 0, template.crcAt)
  let returned = false
  return {
    bytes,
    release() {
      if (returned) return
      returned = true
      if (template.spare.length < spareCopies) template.spare.push(bytes)
    },
  }
}

export function leaseIdentityBody(entry: Entry, nonce: string): Lease {
  const value = Buffer.from(nonce)
  let known = identityTemplates.get(entry)
  if (known?.width !== value.length) {
    const blank = Buffer.alloc(value.length, 0x20)
    known = template(
      joinWith(entry.body, () => blank),
      blank,
      0,
      value.length,
    )
    identityTemplates.set(entry, known)
  }
  return lease(known, value)
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

export function leaseGzipBody(entry: Entry, nonce: string): Lease {
  const value = Buffer.from(nonce)
  let crc = 0
  for (const [i, part] of entry.body.entries()) {
    crc = crc32(part, crc)
    if (i < entry.body.length - 1) crc = crc32(value, crc)
  }
  let known = gzipTemplates.get(entry)
  if (known?.width !== value.length) {
    let size = 0
    for (const part of entry.body) size += part.length
    size += value.length * (entry.body.length - 1)
    const trailer = Buffer.alloc(8)
    trailer.writeUInt32LE(size >>> 0, 4)
    const blank = storedBlock(Buffer.alloc(value.length, 0x20))
    const pieces = [gzipHeader, ...joinWith(entry.deflated, () => blank), finalBlock, trailer]
    // The nonce is the stored block's data, after its 5 bytes of block header.
    known = {
      ...template(pieces, blank, 5, value.length),
      crcAt: pieces.reduce((n, p) => n + p.length, 0) - 8,
    }
    gzipTemplates.set(entry, known)
  }
  return lease(known, value, crc)
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
