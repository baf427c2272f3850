import { describe, expect, it } from 'vitest'
import { allowedHosts, atPublicOrigin, publicOrigin } from './publicOrigin.ts'

const loopback = allowedHosts([])

describe('publicOrigin', () => {
  it('is SITE_URL whatever the Host says', () => {
    const config = { siteUrl: 'https://www.example.com', allowedHosts: loopback }
    expect(publicOrigin('http://evil.example/studio', config)).toBe('https://www.example.com')
  })

  it('is the request origin only for allowed hosts when SITE_URL is unset', () => {
    const config = { siteUrl: undefined, allowedHosts: allowedHosts(['Shop.example.com']) }
    expect(publicOrigin('http://127.0.0.1:3000/x', config)).toBe('http://127.0.0.1:3000')
    expect(publicOrigin('http://shop.example.com/x', config)).toBe('http://shop.example.com')
    expect(publicOrigin('http://evil.example:3000/x', config)).toBe('http://localhost:3000')
  })

  it('moves a request to the public origin keeping method, headers, body and client address', async () => {
    const original = new Request('http://evil.example/api/x?y=1', {
      method: 'POST',
      headers: { cookie: 'a=1' },
      body: 'serial=1',
    })
    Object.defineProperty(original, 'ip', { value: '10.0.0.7' })
    const moved = atPublicOrigin(original, 'https://www.example.com')
    expect([moved.url, moved.method, moved.headers.get('cookie')]).toEqual([
      'https://www.example.com/api/x?y=1',
      'POST',
      'a=1',
    ])
    expect((moved as Request & { ip?: string }).ip).toBe('10.0.0.7')
    await expect(moved.text()).resolves.toBe('serial=1')
    const same = new Request('https://www.example.com/')
    expect(atPublicOrigin(same, 'https://www.example.com')).toBe(same)
  })
})
