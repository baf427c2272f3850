import { describe, expect, it } from 'vitest'
import { previewRequestFor } from './previewContent.server.ts'

describe('previewRequestFor', () => {
  it('maps page paths to content requests and everything else to undefined', () => {
    expect(previewRequestFor('/')).toEqual({ contentType: 'homepage' })
    expect(previewRequestFor('/studio')).toEqual({ contentType: 'features', product: 'studio' })
    expect(previewRequestFor('/campaign/summer')).toMatchObject({ contentType: 'campaign', slug: 'summer' })
    for (const path of ['/studio/downloads', '/nope', '/studio/', '', '/hex-fx/tutorials']) {
      expect(previewRequestFor(path)).toBeUndefined()
    }
  })
})
