import { describe, expect, it } from 'vitest'
import {
  baselineHeaders,
  contentSecurityPolicy,
  documentlessPolicy,
  immutableCacheControl,
  newNonce,
  withSecurityHeaders,
} from './headers.ts'

const kinds: Array<[string, string, () => Response]> = [
  ['HTML', '/studio', () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } })],
  ['JSON', '/api/shell', () => Response.json({ ok: true })],
  [
    'XML',
    '/sitemap.xml',
    () => new Response('<urlset/>', { headers: { 'content-type': 'application/xml' } }),
  ],
  [
    'asset',
    '/assets/main-BT9wt82_.js',
    () => new Response('x', { headers: { 'content-type': 'text/javascript' } }),
  ],
  // Response.redirect has immutable headers: the wrapper must copy, not throw.
  ['redirect', '//studio', () => Response.redirect('http://localhost/studio', 301)],
  ['fetched', '/x', () => Object.freeze(new Response('x'))],
]

describe('withSecurityHeaders', () => {
  for (const [kind, path, make] of kinds) {
    it(`adds every baseline header to a ${kind} response`, () => {
      const response = withSecurityHeaders(path, make(), 'https://www.example.com')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('permissions-policy')).toMatch(
        /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
      )
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/)
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site')
      // A page brings its own policy (with the nonce); anything else loads nothing.
      expect(response.headers.get('content-security-policy')).toBe(
        kind === 'HTML' ? null : documentlessPolicy,
      )
    })
  }

  it('keeps status and Location of a redirect', () => {
    const response = withSecurityHeaders(
      '//studio',
      Response.redirect('http://localhost/studio', 308),
      undefined,
    )
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('http://localhost/studio')
  })

  it('sends HSTS only when the public address is https', () => {
    expect(baselineHeaders('https://www.example.com')['strict-transport-security']).toBeDefined()
    expect(baselineHeaders('http://localhost:3000')['strict-transport-security']).toBeUndefined()
    expect(baselineHeaders(undefined)['strict-transport-security']).toBeUndefined()
  })

  it('marks hashed assets immutable, and nothing else', () => {
    const cacheOf = (path: string, status = 200) =>
      withSecurityHeaders(path, new Response('x', { status }), undefined).headers.get('cache-control')
    expect(cacheOf('/assets/main-BT9wt82_.js')).toBe(immutableCacheControl)
    expect(cacheOf('/assets/app-Cuc_KsA1.css')).toBe(immutableCacheControl)
    expect(cacheOf('/favicon.svg')).toBeNull()
    expect(cacheOf('/builds/latest.json')).toBeNull()
    expect(cacheOf('/assets/missing-BT9wt82_.js', 404)).toBeNull()
  })
})

describe('contentSecurityPolicy', () => {
  const identityUrl = 'https://id.example.com/identity'
  const directive = (policy: string, name: string) =>
    policy
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1)

  it('lets scripts run only with the nonce, never inline, and forbids framing', () => {
    const policy = contentSecurityPolicy({
      nonce: 'abc123',
      cdnUrl: 'https://cdn.sanity.io',
      tagManager: false,
      identityUrl,
    })
    expect(directive(policy, 'script-src')).toContain("'nonce-abc123'")
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'")
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'")
    expect(directive(policy, 'style-src')).toEqual(["'self'"])
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'form-action')).toEqual(["'self'", 'https://id.example.com'])
    expect(directive(policy, 'script-src')?.join(' ')).not.toContain('googletagmanager')
  })

  it("lets inline styles in on an editor's preview page only, for the visual-editing overlay", () => {
    const base = { nonce: 'n', cdnUrl: 'https://cdn.sanity.io', tagManager: false, identityUrl }
    const preview = contentSecurityPolicy({ ...base, previewStyles: true })
    expect(directive(preview, 'style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(directive(preview, 'script-src')).not.toContain("'unsafe-inline'")
    expect(directive(contentSecurityPolicy({ ...base, previewStyles: false }), 'style-src')).toEqual([
      "'self'",
    ])
  })

  it('allows images and media from the content CDN origin', () => {
    const policy = contentSecurityPolicy({
      nonce: 'n',
      cdnUrl: 'http://127.0.0.1:3333/base',
      tagManager: false,
      identityUrl,
    })
    expect(directive(policy, 'img-src')).toContain('http://127.0.0.1:3333')
    expect(directive(policy, 'media-src')).toContain('http://127.0.0.1:3333')
  })

  it('allows the tag manager only when it is on', () => {
    const policy = contentSecurityPolicy({
      nonce: 'n',
      cdnUrl: 'https://cdn.sanity.io',
      tagManager: true,
      identityUrl,
    })
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com')
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com')
  })

  it('lets the browser upload an avatar to the profile service, and connect nowhere else', () => {
    const base = { nonce: 'n', cdnUrl: 'https://cdn.sanity.io', tagManager: false, identityUrl }
    const policy = contentSecurityPolicy({ ...base, uploadUrl: 'https://profile.example.com/api' })
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://profile.example.com'])
    expect(directive(contentSecurityPolicy(base), 'connect-src')).toEqual(["'self'"])
    expect(directive(policy, 'img-src')).toContain('https://profile.example.com')
  })
})

describe('newNonce', () => {
  it('is new every time and base64 of 128 bits', () => {
    const a = newNonce()
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(newNonce()).not.toBe(a)
  })

  it('never repeats across refills of its random pool (1,000 nonces: four refills)', () => {
    const seen = new Set(Array.from({ length: 1000 }, () => newNonce()))
    expect(seen.size).toBe(1000)
  })
})
