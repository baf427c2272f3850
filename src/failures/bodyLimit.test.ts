import { describe, expect, it } from 'vitest'
import { boundedBody, hasBody, maxBodyBytes } from './bodyLimit.ts'

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://site.test/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)

/** A body of unknown length, in chunks of `size` bytes, counting what was read. */
function chunked(total: number, size = 16 * 1024) {
  let sent = 0
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total) return controller.close()
        const n = Math.min(size, total - sent)
        sent += n
        controller.enqueue(new Uint8Array(n))
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, read: () => sent }
}

describe('the request body limit', () => {
  it('passes a body within the limit on, whole, with the client address', async () => {
    const request = Object.defineProperty(post('a=1&b=2'), 'ip', { value: '203.0.113.9' })
    const bounded = await boundedBody(request)
    expect(bounded).toBeInstanceOf(Request)
    expect(await (bounded as Request).text()).toBe('a=1&b=2')
    expect((bounded as Request & { ip?: string }).ip).toBe('203.0.113.9')
  })

  it('refuses a declared length over the limit without reading a byte', async () => {
    const body = chunked(maxBodyBytes * 4)
    const answer = await boundedBody(post(body.stream, { 'content-length': String(maxBodyBytes * 4) }))
    expect((answer as Response).status).toBe(413)
    expect((answer as Response).headers.get('connection')).toBe('close')
    expect(body.read()).toBe(0)
  })

  it('stops reading a body of unknown length once it passes the limit', async () => {
    const body = chunked(20 * 1024 * 1024)
    const answer = await boundedBody(post(body.stream, { 'transfer-encoding': 'chunked' }))
    expect((answer as Response).status).toBe(413)
    expect(body.read()).toBeLessThanOrEqual(maxBodyBytes + 32 * 1024)
  })

  it('leaves GET, HEAD and bodiless requests alone', async () => {
    const get = new Request('http://site.test/studio')
    expect(await boundedBody(get)).toBe(get)
    expect(hasBody(post(null))).toBe(false)
    expect(hasBody(post(null, { 'content-length': '0' }))).toBe(false)
    expect(hasBody(post(null, { 'content-length': '12' }))).toBe(true)
  })
})
