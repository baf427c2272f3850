import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compressResponse, negotiateEncoding } from './compress.ts'

const page = `<!DOCTYPE html><html><body>${'<p>Make the track that is stuck in your head.</p>'.repeat(200)}</body></html>`

function request(acceptEncoding?: string, method = 'GET'): Request {
  return new Request('http://site.test/', {
    method,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  })
}

function html(body: BodyInit | null = page, init: ResponseInit = {}): Response {
  return new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, ...init })
}

/** A body that arrives in two parts with a pause between them, as a streamed render does. */
function streamed(first: string, second: string, release: Promise<void>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(encoder.encode(first))
      await release
      controller.enqueue(encoder.encode(second))
      controller.close()
    },
  })
}

describe('negotiateEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip')
    expect(negotiateEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip')
    expect(negotiateEncoding('*')).toBe('br')
    expect(negotiateEncoding('identity')).toBeUndefined()
    expect(negotiateEncoding(null)).toBeUndefined()
  })

  it('never throws and answers only br, gzip or nothing, whatever the header', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        expect([undefined, 'br', 'gzip']).toContain(negotiateEncoding(header))
      }),
    )
  })
})

describe('compressResponse', () => {
  it('compresses a page with brotli or gzip, keeping status and headers', async () => {
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = compressResponse(
        request(accept),
        html(page, {
          status: 404,
          headers: { 'content-type': 'text/html', 'x-kept': '1', 'content-length': '9999' },
        }),
      )
      expect(response.status).toBe(404)
      expect(response.headers.get('content-encoding')).toBe(accept)
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
      expect(response.headers.get('x-kept')).toBe('1')
      expect(response.headers.has('content-length')).toBe(false)
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(bytes.length).toBeLessThan(page.length / 4)
      expect(decode(bytes).toString()).toBe(page)
    }
  })

  it('leaves alone what must not or need not be compressed', async () => {
    const untouched: Array<[Request, Response]> = [
      [request('br'), new Response(page, { headers: { 'content-type': 'image/webp' } })],
      [request('br'), new Response(page, { headers: { 'content-type': 'text/event-stream' } })],
      [request('br'), html(page, { headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' } })],
      [request('br'), html(null, { status: 204 })],
      [request('br', 'HEAD'), html()],
      [request('br'), html('small', { headers: { 'content-type': 'text/html', 'content-length': '5' } })],
    ]
    for (const [req, res] of untouched) expect(compressResponse(req, res)).toBe(res)
    const identity = compressResponse(request('identity'), html())
    expect(identity.headers.has('content-encoding')).toBe(false)
    expect(identity.headers.get('vary')).toBe('Accept-Encoding')
    await expect(identity.text()).resolves.toBe(page)
  })

  it('flushes each part of a streamed body as it comes', async () => {
    let release = () => {}
    const pause = new Promise<void>((ok) => {
      release = ok
    })
    const response = compressResponse(
      request('gzip'),
      html(streamed('<head>first part</head>', '<body/>', pause)),
    )
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const rest: Uint8Array[] = []
    const decoded = () => gunzipSync(Buffer.concat(rest), { finishFlush: 2 }).toString()
    // The first part decodes on its own before the second exists (a read that never came would time out).
    while (decoded() !== '<head>first part</head>') {
      const { value, done } = await reader.read()
      if (done) throw new Error('the body ended before the second part was released')
      rest.push(value)
    }
    release()
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest.push(r.value)
    expect(gunzipSync(Buffer.concat(rest)).toString()).toBe('<head>first part</head><body/>')
  })
})
