/**
 * Compression of the server's own answers (HTML, JSON, XML, text): the static middleware already serves
 * pre-compressed assets, but server-rendered pages left uncompressed cost a phone on a slow network
 * about 24 KB more per page (Lighthouse "document latency"). Brotli when the client accepts it, else
 * gzip; what arrived in one turn of the event loop is flushed together, so a streamed render still
 * reaches the browser as it is produced (docs/decisions/202).
 */
import type { Transform } from 'node:stream'
import { constants, createBrotliCompress, createGzip, type Zlib } from 'node:zlib'

const compressible =
  /^(text\/(?!event-stream)|application\/(json|xml|ld\+json|manifest\+json)|image\/svg\+xml)/i
/** Below this a compressed body is not worth the bytes of the header and the CPU. */
const minimumLength = 1024

export type Encoding = 'br' | 'gzip'

/** The encoding to use for `acceptEncoding`, or undefined (identity). `q=0` refuses an encoding. */
export function negotiateEncoding(acceptEncoding: string | null): Encoding | undefined {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return undefined
}

/**
 * Brotli's quality per request. CPU time for /studio (24.7 KB) in one piece: quality 5 0.84 ms
 * (5,618 bytes), 4 0.53 ms (5,989), 3 0.20 ms (6,251), gzip 6 0.30 ms (6,097). A render costs about
 * 1.5 ms, so 3 keeps a compressed page near the uncompressed throughput for 11% more bytes than 5.
 */
const brotliQuality = 3

/**
 * `body` compressed, with one write and one flush per burst: the chunks a render writes in one turn of
 * the event loop are joined, written and flushed together (`setImmediate`), not one by one. A flush per
 * chunk cut throughput to 0.45 of uncompressed (each flush ends a block), and a chunk at a time through
 * Node streams and back to a web stream cost a promise and a buffer per chunk. A streamed render still
 * reaches the browser part by part, as each part arrives. A page is small, so the compressed output
 * is queued without back-pressure.
 */
function compressed(body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> {
  const compressor: Zlib & Transform =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } })
      : createGzip({ level: 6 })
  const flush = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH
  const reader = body.getReader()
  let pending: Uint8Array[] = []
  let scheduled = false
  const take = () => {
    const joined = pending.length === 1 ? (pending[0] as Uint8Array) : Buffer.concat(pending)
    pending = []
    return joined
  }
  const writeBurst = () => {
    scheduled = false
    if (pending.length === 0 || compressor.destroyed) return
    compressor.write(take())
    compressor.flush(flush)
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      compressor.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)))
      compressor.on('end', () => controller.close())
      compressor.on('error', (error) => controller.error(error))
      void (async () => {
        try {
          for (let read = await reader.read(); !read.done; read = await reader.read()) {
            pending.push(read.value)
            if (!scheduled) {
              scheduled = true
              setImmediate(writeBurst)
            }
          }
          // Cut short (the client left): the compressor is gone, and so is whoever would read it.
          if (compressor.destroyed) return
          if (pending.length > 0) compressor.end(take())
          else compressor.end()
        } catch (error) {
          compressor.destroy(error as Error)
        }
      })()
    },
    cancel(reason) {
      compressor.destroy()
      return reader.cancel(reason)
    },
  })
}

export function compressResponse(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? ''
  const length = Number(response.headers.get('content-length') ?? Number.NaN)
  if (
    request.method === 'HEAD' ||
    !response.body ||
    response.status < 200 ||
    response.status === 204 ||
    response.status === 206 ||
    response.headers.has('content-encoding') ||
    !compressible.test(type) ||
    length < minimumLength
  )
    return response
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'))
  const headers = new Headers(response.headers)
  headers.append('vary', 'Accept-Encoding')
  if (!encoding)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  return new Response(compressed(response.body, encoding), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
