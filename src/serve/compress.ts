/**
 * Compression of the server's own answers (HTML, JSON, XML, text): the static middleware already serves
 * pre-compressed assets, but server-rendered pages left uncompressed cost a phone on a slow network
 * about 24 KB more per page (Lighthouse "document latency"). Brotli when the client accepts it, else
 * gzip; every chunk is flushed, so a streamed render still reaches the browser as it is produced.
 */
import { Readable } from 'node:stream'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

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
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
        })
      : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH })
  const body = Readable.fromWeb(response.body as NodeWebStream<Uint8Array>).pipe(compressor)
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
