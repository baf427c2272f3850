import { describe, expect, it } from 'vitest'
import { ClientClosedRequest, quietAborts } from './aborted.ts'

function requestWithBody(body: ReadableStream<Uint8Array>): Request {
  return new Request('http://site.test/api/account/command/x', {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body,
    duplex: 'half',
  } as RequestInit)
}

describe('quietAborts', () => {
  it('gives a request without a body the quiet signal too, keeping its address', () => {
    const client = new AbortController()
    const request = new Request('http://site.test/studio', { signal: client.signal })
    Object.defineProperty(request, 'ip', { value: '203.0.113.9' })
    const quiet = quietAborts(request)
    expect([quiet.url, quiet.method, quiet.body]).toEqual(['http://site.test/studio', 'GET', null])
    expect((quiet as Request & { ip?: string }).ip).toBe('203.0.113.9')
    client.abort(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))
    expect(quiet.signal.reason).toBeInstanceOf(ClientClosedRequest)
  })

  it('passes a complete body through', async () => {
    const request = quietAborts(new Request('http://site.test/x', { method: 'POST', body: 'serial=abc' }))
    expect(request.method).toBe('POST')
    expect(await request.text()).toBe('serial=abc')
  })

  it('turns a body that breaks off into a ClientClosedRequest with status 499', async () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' })
    let sent = false
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) controller.error(aborted)
        else controller.enqueue(new TextEncoder().encode('serial='))
        sent = true
      },
    })
    const error = await quietAborts(requestWithBody(broken))
      .text()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ClientClosedRequest)
    expect((error as ClientClosedRequest).status).toBe(499)
    expect((error as ClientClosedRequest).cause).toBe(aborted)
  })

  it('gives the abort signal a ClientClosedRequest as its reason', () => {
    const client = new AbortController()
    const request = quietAborts(
      new Request('http://site.test/x', { method: 'POST', body: 'x', signal: client.signal }),
    )
    client.abort(new Error('aborted'))
    expect(request.signal.aborted).toBe(true)
    expect(request.signal.reason).toBeInstanceOf(ClientClosedRequest)
    expect(request.signal.reason.status).toBe(499)
  })
})
