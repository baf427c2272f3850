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
    expect(setPreviewCookie(new Request('http://localhost/'))).not.toMatch(/Secure/)
    expect(clearPreviewCookie(https)).toMatch(/Max-Age=0/)
    const pair = header.split(';')[0] as string
    expect(hasPreviewCookie(new Request('http://site.test/', { headers: { cookie: `x=1; ${pair}` } }))).toBe(
      true,
    )
    expect(
      hasPreviewCookie(new Request('http://site.test/', { headers: { cookie: `${previewCookieName}=1` } })),
    ).toBe(false)
    expect(hasPreviewCookie(new Request('http://site.test/'))).toBe(false)
  })
})
