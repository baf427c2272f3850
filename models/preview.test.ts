import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isPreviewSearch, localRedirectTarget, previewLink, withoutPreview, withPreview } from './preview.ts'

describe('preview flag', () => {
  it('is on only for preview=true', () => {
    expect(isPreviewSearch('?preview=true')).toBe(true)
    expect(isPreviewSearch('a=1&preview=true')).toBe(true)
    for (const search of ['', '?preview=1', '?preview=TRUE', '?preview', '?xpreview=true']) {
      expect(isPreviewSearch(search)).toBe(false)
    }
  })

  it('is added and removed keeping the rest of the address', () => {
    expect(withPreview('/studio?a=1#top')).toBe('/studio?a=1&preview=true#top')
    expect(withoutPreview('/studio?a=1&preview=true#top')).toBe('/studio?a=1#top')
    expect(withoutPreview('/studio?preview=true')).toBe('/studio')
  })
})

describe('localRedirectTarget', () => {
  it('keeps local paths', () => {
    expect(localRedirectTarget('/studio/pricing?x=1#faq')).toBe('/studio/pricing?x=1#faq')
    expect(localRedirectTarget('/')).toBe('/')
  })

  it('refuses everything that could leave the site', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'studio',
      '/\tevil',
      '/%0d%0aSet-Cookie:x',
    ]) {
      const target = localRedirectTarget(raw, '/fallback')
      expect(target === '/fallback' || (target.startsWith('/') && !target.startsWith('//'))).toBe(true)
    }
    expect(localRedirectTarget('https://evil.example/', '/fallback')).toBe('/fallback')
    expect(localRedirectTarget('//evil.example/x', '/fallback')).toBe('/fallback')
  })

  it('never yields anything but a single-slash local path, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const target = localRedirectTarget(raw)
        expect(target.startsWith('/') && !target.startsWith('//') && !target.includes('\\')).toBe(true)
        expect(new URL(target, 'http://site.test').origin).toBe('http://site.test')
      }),
    )
  })
})

describe('previewLink', () => {
  const origin = 'http://site.test'
  it('adds preview=true to links on the site’s own host only', () => {
    expect(previewLink('/studio', origin)).toBe('/studio?preview=true')
    expect(previewLink('http://site.test/sample?x=1', origin)).toBe('/sample?x=1&preview=true')
    expect(previewLink('https://elsewhere.test/', origin)).toBeUndefined()
    expect(previewLink('/studio?preview=true', origin)).toBeUndefined()
  })
})
