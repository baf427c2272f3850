/**
 * Compression of the server's own answers (HTML, JSON, XML, text): the static middleware already serves
 * pre-compressed assets, but server-rendered pages left uncompressed cost a phone on a slow network
 * about 24 KB more per page (Lighthouse "document latency"). Brotli when the client accepts it, else
 * gzip; what arrived in one turn of the event loop is flushed together, so a streamed render still
 * reaches the browser as it is produced (docs/decisions/202).
 */
import type { Transform } from 'node:stream'
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
  type Zlib,
} from 'node:zlib'
import { editHeaders } from './editHeaders.ts'

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
 * `body` compressed. A body that is complete within one turn of the event loop is
 * compressed in one synchronous call: a zlib stream costs a hand-off to the thread pool per write and
 * per flush, which measured as much CPU as the compression itself. A body still arriving after that
 * turn is streamed: the chunks of each burst are joined, written and flushed together (`setImmediate`),
 * not flushed one by one (a flush per chunk cut throughput to 0.45 of uncompressed), so a streamed
 * render still reaches the browser part by part. A page is small: output is queued without
 * back-pressure.
 */
function compressed(body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  let compressor: (Zlib & Transform) | undefined
  let pending: Uint8Array[] = []
  let scheduled = false
  let cancelled = false
  const take = () => {
    const joined = pending.length === 1 ? (pending[0] as Uint8Array) : Buffer.concat(pending)
    pending = []
    return joined
  }
  const streaming = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    const stream: Zlib & Transform =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } })
        : createGzip({ level: 6 })
    stream.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)))
    stream.on('end', () => controller.close())
    stream.on('error', (error) => controller.error(error))
    return stream
  }
  const oneShot = (bytes: Uint8Array): Buffer =>
    encoding === 'br'
      ? brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
      : gzipSync(bytes, { level: 6 })
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const writeBurst = () => {
        scheduled = false
        if (pending.length === 0 || cancelled) return
        compressor ??= streaming(controller)
        compressor.write(take())
        compressor.flush(encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH)
      }
      void (async () => {
        try {
          for (let read = await reader.read(); !read.done; read = await reader.read()) {
            pending.push(read.value)
            if (!scheduled) {
              scheduled = true
              setImmediate(writeBurst)
            }
          }
          // Cut short (the client left): nobody reads what would come next.
          if (cancelled) return
          if (!compressor) {
            controller.enqueue(new Uint8Array(oneShot(take())))
            controller.close()
          } else if (pending.length > 0) compressor.end(take())
          else compressor.end()
        } catch (error) {
          if (compressor) compressor.destroy(error as Error)
          else if (!cancelled) controller.error(error)
        }
      })()
    },
    cancel(reason) {
      cancelled = true
      compressor?.destroy()
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
  if (!encoding) return editHeaders(response, (headers) => headers.append('vary', 'Accept-Encoding'))
  const headers = new Headers(response.headers)
  headers.append('vary', 'Accept-Encoding')
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  return new Response(compressed(response.body, encoding), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
