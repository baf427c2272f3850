import { describe, expect, it } from 'vitest'
import { badPathHeader, decodes, routableRequest } from './badPath.ts'

describe('routableRequest', () => {
  it('turns an undecodable path into a marked request for /', () => {
    const routed = routableRequest(
      new Request('http://site.test/%E0%A4%A?x=1', { method: 'POST', body: 'x' }),
    )
    expect(new URL(routed.url).pathname).toBe('/')
    expect(routed.method).toBe('GET')
    expect(routed.headers.get(badPathHeader)).toBe('/%E0%A4%A')
  })

  it('keeps HEAD a HEAD', () => {
    expect(routableRequest(new Request('http://site.test/%', { method: 'HEAD' })).method).toBe('HEAD')
  })

  it('passes a decodable request through unchanged', () => {
    const request = new Request('http://site.test/studio%20x')
    expect(routableRequest(request)).toBe(request)
  })

  it('removes a marker a visitor sent, body and all', async () => {
    const routed = routableRequest(
      new Request('http://site.test/api/x', {
        method: 'POST',
        body: 'payload',
        headers: { [badPathHeader]: '/%' },
      }),
    )
    expect(routed.headers.has(badPathHeader)).toBe(false)
    expect(routed.method).toBe('POST')
    expect(await routed.text()).toBe('payload')
  })

  it('decodes tells valid from invalid percent-encoding', () => {
    expect(decodes('/caf%C3%A9')).toBe(true)
    expect(decodes('/%E0%A4%A')).toBe(false)
    expect(decodes('/%zz')).toBe(false)
  })
})
