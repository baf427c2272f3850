import { describe, expect, it } from 'vitest'
import { downloadPath, pagePath, pageTypes } from './paths.ts'

describe('pagePath', () => {
  it.each([
    [{ contentType: 'homepage' }, '/'],
    [{ contentType: 'features', product: 'studio' }, '/studio'],
    [{ contentType: 'features', product: 'dj/pro' }, '/dj/pro'],
    [{ contentType: 'pricing', product: 'hex-fx' }, '/hex-fx/pricing'],
    [{ contentType: 'freeTrial', product: 'sample' }, '/sample/free-trial'],
    [{ contentType: 'tutorials', product: 'studio' }, '/studio/tutorials'],
    [
      { contentType: 'tutorials', product: 'studio', slug: 'how-to-make-a-beat' },
      '/studio/tutorials/how-to-make-a-beat',
    ],
    [
      { contentType: 'howTo', product: 'sample', slug: 'chop-a-breakbeat' },
      '/sample/tutorials/chop-a-breakbeat',
    ],
    [{ contentType: 'campaign', slug: 'summer' }, '/campaign/summer'],
    [{ contentType: 'careers' }, '/careers'],
    [{ contentType: 'sounds' }, '/studio/sounds'],
    [{ contentType: 'soundpack', slug: 'analog-dusk' }, '/studio/sounds/analog-dusk'],
    [{ contentType: 'musicProduction' }, '/music-production'],
    [{ contentType: 'producerSuite' }, '/music-production/producer-suite'],
    [{ contentType: 'producerSuiteDownloads' }, '/music-production/producer-suite/downloads'],
  ] as const)('%j → %s', (page, path) => {
    expect(pagePath(page)).toBe(path)
  })

  it('gives no path when the document lacks what its path needs', () => {
    expect(pagePath({ contentType: 'howTo', product: 'studio' })).toBeUndefined()
    expect(pagePath({ contentType: 'features' })).toBeUndefined()
    expect(pagePath({ contentType: 'campaign' })).toBeUndefined()
  })

  it('knows the 13 page types of spec §3 and the site’s search and legal pages', () => {
    expect(new Set(pageTypes).size).toBe(15)
    expect(pagePath({ contentType: 'search' })).toBe('/search')
    expect(pagePath({ contentType: 'legal', slug: 'privacy' })).toBe('/legal/privacy')
    expect(pagePath({ contentType: 'legal' })).toBeUndefined()
  })

  it('builds download paths with an optional platform', () => {
    expect(downloadPath('studio', '2.3.1')).toBe('/studio/downloads/2.3.1')
    expect(downloadPath('hex-fx', '1.0.0', 'mac')).toBe('/hex-fx/downloads/1.0.0/mac')
  })
})
