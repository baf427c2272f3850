import { describe, expect, it } from 'vitest'
import {
  clearPreviewCookie,
  defaultPreviewSecret,
  hasPreviewCookie,
  isPreviewSecret,
  isValidPreviewCookie,
  previewCookieMaxAgeSeconds,
  previewCookieName,
  previewCookieValue,
  previewSecret,
  setPreviewCookie,
} from './previewAuth.server.ts'

const secret = 'a-secret-for-tests'

describe('preview secret', () => {
  it('defaults for local use and refuses a short one', () => {
    expect(previewSecret({})).toBe(defaultPreviewSecret)
    expect(previewSecret({ PREVIEW_SECRET: ' long-enough-secret ' })).toBe('long-enough-secret')
    expect(() => previewSecret({ PREVIEW_SECRET: 'short' })).toThrow(/PREVIEW_SECRET/)
  })

  it('matches only the exact secret', () => {
    expect(isPreviewSecret(secret, secret)).toBe(true)
    for (const given of [null, '', 'a-secret-for-test', `${secret} `, secret.toUpperCase()]) {
      expect(isPreviewSecret(given, secret)).toBe(false)
    }
  })
})

describe('preview cookie', () => {
  it('is valid until it expires, and only for the secret that issued it', () => {
    const value = previewCookieValue(0, secret)
    expect(isValidPreviewCookie(value, 1000, secret)).toBe(true)
    expect(isValidPreviewCookie(value, previewCookieMaxAgeSeconds * 1000, secret)).toBe(false)
    expect(isValidPreviewCookie(value, 1000, 'another-secret-value')).toBe(false)
  })

  it('cannot be forged by editing the expiry or the signature', () => {
    const value = previewCookieValue(0, secret)
    const [version, expires, signature] = value.split('.')
    expect(isValidPreviewCookie(`${version}.${Number(expires) + 1}.${signature}`, 1000, secret)).toBe(false)
    expect(isValidPreviewCookie(`${version}.${expires}.${'A'.repeat(43)}`, 1000, secret)).toBe(false)
    for (const junk of [undefined, '', '1', 'v1.1.x', `${value}x`]) {
      expect(isValidPreviewCookie(junk, 1000, secret)).toBe(false)
    }
  })

  it('is HttpOnly, SameSite=Lax, site-wide, Secure on https, and read back from the request', () => {
    const https = new Request('https://site.test/api/preview/enable')
    const header = setPreviewCookie(https)
    expect(header).toMatch(/HttpOnly/)
    expect(header).toMatch(/SameSite=Lax/)
    expect(header).toMatch(/Path=\//)
    expect(header).toMatch(/Secure/)
    // On https only this site can set it (decision 210).
    expect(header).toMatch(new RegExp(`^__Host-${previewCookieName}=`))
    expect(header).not.toMatch(/Domain=/)
    expect(setPreviewCookie(new Request('http://localhost/'))).not.toMatch(/Secure|__Host-/)
    expect(clearPreviewCookie(https)).toMatch(/Max-Age=0/)
    const pair = header.split(';')[0] as string
    expect(hasPreviewCookie(new Request('https://site.test/', { headers: { cookie: `x=1; ${pair}` } }))).toBe(
      true,
    )
    // A plain-named cookie (one a sibling host could plant) is not the preview cookie on https.
    const plain = pair.replace('__Host-', '')
    expect(hasPreviewCookie(new Request('https://site.test/', { headers: { cookie: plain } }))).toBe(false)
    expect(hasPreviewCookie(new Request('http://site.test/', { headers: { cookie: plain } }))).toBe(true)
    expect(
      hasPreviewCookie(new Request('http://site.test/', { headers: { cookie: `${previewCookieName}=1` } })),
    ).toBe(false)
    expect(hasPreviewCookie(new Request('http://site.test/'))).toBe(false)
  })
})

describe('the preview secret outside local development', () => {
  const production = { NODE_ENV: 'production', SITE_URL: 'https://www.example.com' }
  it('refuses a missing or public default secret with a message, and accepts one of its own', () => {
    expect(() => previewSecret(production)).toThrowError(
      /PREVIEW_SECRET: set a secret of your own in production[\s\S]*public/,
    )
    expect(() => previewSecret({ ...production, PREVIEW_SECRET: defaultPreviewSecret })).toThrowError(
      /PREVIEW_SECRET/,
    )
    expect(previewSecret({ ...production, PREVIEW_SECRET: 'a-secret-of-our-own' })).toBe(
      'a-secret-of-our-own',
    )
  })

  it('keeps the local default on this machine: a development build, or no or a loopback SITE_URL', () => {
    for (const env of [
      {},
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' },
    ]) {
      expect(previewSecret(env)).toBe(defaultPreviewSecret)
    }
  })
})
